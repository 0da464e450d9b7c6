import type { ProviderPayoutsView } from '@contracts/offer-views';
import { formatUsd } from '@domain/money';
import { useIntl } from 'react-intl';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { CardSection } from '@/components/ui/card';
import { BankIcon } from '@/components/ui/icons';
import { cn } from '@/lib/cn';

type PayoutsCardProps = {
  payouts: ProviderPayoutsView;
  /** Asking for the payout details page, or on the way to it. */
  pending: boolean;
  onOpen: () => void;
};

/**
 * Being paid for card jobs straight to the bank: opting in, finishing the payout details the payment
 * provider still needs, and this week's card balances, tips, what was sent and what waits for the details.
 */
export function PayoutsCard({ payouts, pending, onOpen }: PayoutsCardProps) {
  const intl = useIntl();
  const { status } = payouts;
  const week = [
    { term: intl.formatMessage({ id: 'providerPage.payouts.cardBalances' }), cents: payouts.cardBalancesWeekCents },
    { term: intl.formatMessage({ id: 'providerPage.payouts.tips' }), cents: payouts.tipsWeekCents },
    { term: intl.formatMessage({ id: 'providerPage.payouts.sent' }), cents: payouts.sentWeekCents },
  ];
  const anyMoney = payouts.waitingCents > 0 || week.some(({ cents }) => cents > 0);
  const opening = intl.formatMessage({ id: 'providerPage.payouts.opening' });

  return (
    <CardSection
      title={intl.formatMessage({ id: 'providerPage.payouts.title' })}
      icon={<BankIcon className="size-5 text-brand-700" />}
      actions={
        status === 'on' ? (
          <Badge tone="success">{intl.formatMessage({ id: 'providerPage.payouts.status.on' })}</Badge>
        ) : status === 'needs_details' ? (
          <Badge tone="warning">{intl.formatMessage({ id: 'providerPage.payouts.status.needsDetails' })}</Badge>
        ) : undefined
      }
    >
      <div className="space-y-4">
        {status === null && (
          <>
            <p className="text-sm text-slate-700">{intl.formatMessage({ id: 'providerPage.payouts.intro' })}</p>
            <Button size="lg" className="w-full" disabled={pending} onClick={onOpen}>
              {pending ? opening : intl.formatMessage({ id: 'providerPage.payouts.start' })}
            </Button>
          </>
        )}
        {status === 'needs_details' && (
          <>
            <p className="text-sm text-slate-700">{intl.formatMessage({ id: 'providerPage.payouts.needsDetails' })}</p>
            <Button size="lg" className="w-full" disabled={pending} onClick={onOpen}>
              {pending ? opening : intl.formatMessage({ id: 'providerPage.payouts.finish' })}
            </Button>
          </>
        )}
        {status === 'on' && <p className="text-sm text-slate-700">{intl.formatMessage({ id: 'providerPage.payouts.on' })}</p>}

        {(status !== null || anyMoney) && (
          <div className={cn(status !== 'on' && 'border-t border-slate-100 pt-4')}>
            <h3 className="text-sm font-semibold text-slate-900">{intl.formatMessage({ id: 'providerPage.earnings.week' })}</h3>
            <dl className="mt-2 grid grid-cols-2 gap-3 sm:grid-cols-3">
              {week.map(({ term, cents }) => (
                <div key={term}>
                  <dt className="text-sm text-slate-600">{term}</dt>
                  <dd className="text-xl font-semibold text-slate-900 tabular-nums">{formatUsd(cents)}</dd>
                </div>
              ))}
            </dl>
            {/* Owed whenever it was earned, not only this week: kept until the payout details are done. */}
            {payouts.waitingCents > 0 && (
              <dl className="mt-3 rounded-lg bg-amber-50 px-3 py-2">
                <div>
                  <dt className="text-sm font-medium text-amber-900">{intl.formatMessage({ id: 'providerPage.payouts.waiting' })}</dt>
                  <dd className="text-xl font-semibold text-amber-900 tabular-nums">{formatUsd(payouts.waitingCents)}</dd>
                </div>
              </dl>
            )}
          </div>
        )}
      </div>
    </CardSection>
  );
}
