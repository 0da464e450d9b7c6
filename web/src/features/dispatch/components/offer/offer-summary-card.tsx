import type { OfferPageView } from '@contracts/offer-views';
import { PLATFORM_FEE_PERCENT, formatUsd } from '@domain/money';
import { useIntl } from 'react-intl';
import { cn } from '@/lib/cn';
import { formatCountdown } from '@/lib/use-offer-countdown';

/** A minute is short enough to warn about: the count turns red. */
const CLOSING_SECONDS = 60;

/** The two numbers the provider decides on: what they collect, and how long they have to say yes. */
export function OfferSummaryCard({ offer, secondsLeft }: { offer: OfferPageView; secondsLeft: number }) {
  const intl = useIntl();
  const closing = secondsLeft <= CLOSING_SECONDS;
  return (
    <section className="grid grid-cols-[1fr_auto] items-start gap-4 rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
      <div className="min-w-0">
        {offer.payoutCents != null && (
          <>
            <p className="text-sm text-slate-600">{intl.formatMessage({ id: 'offer.payout.label' })}</p>
            <p className="text-3xl font-bold text-emerald-800 tabular-nums">{formatUsd(offer.payoutCents)}</p>
            <p className="mt-1 text-sm text-slate-700">
              {intl.formatMessage({ id: 'offer.payout.note' }, { payout: 100 - PLATFORM_FEE_PERCENT, fee: PLATFORM_FEE_PERCENT })}
            </p>
          </>
        )}
      </div>
      <div className="text-right">
        <p id="offer-countdown-label" className="text-sm text-slate-600">
          {intl.formatMessage({ id: 'offer.countdown.label' })}
        </p>
        <p
          role="timer"
          aria-labelledby="offer-countdown-label"
          className={cn('text-3xl font-bold tabular-nums', closing ? 'text-red-700' : 'text-slate-900')}
          // The server's count and the phone's first one are a moment apart.
          suppressHydrationWarning
        >
          {formatCountdown(secondsLeft)}
        </p>
      </div>
      {closing && (
        <p role="alert" className="col-span-2 rounded-lg bg-red-50 px-3 py-2 text-sm font-medium text-red-800">
          {intl.formatMessage({ id: 'offer.countdown.closing' })}
        </p>
      )}
    </section>
  );
}
