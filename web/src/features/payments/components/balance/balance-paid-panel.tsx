import type { CardBalanceView } from '@contracts/payment-views';
import { useIntl } from 'react-intl';
import { BadgeCheckIcon } from '@/components/ui/icons';
import { useBalanceWords } from './balance-words';

type Paid = NonNullable<CardBalanceView['paid']>;

/** 'Balance Paid': what the card was charged, which card, the tip, and that the receipt follows by text. */
export function BalancePaidPanel({ paid }: { paid: Paid }) {
  const intl = useIntl();
  const { card, usd } = useBalanceWords();
  return (
    <section role="status" aria-labelledby="balance-paid" className="rounded-2xl border border-emerald-200 bg-emerald-50 px-5 py-6 text-center shadow-sm">
      <span className="inline-flex size-14 items-center justify-center rounded-full bg-white text-emerald-700">
        <BadgeCheckIcon className="size-7" />
      </span>
      <h1 id="balance-paid" className="mt-3 text-2xl font-bold text-slate-900">
        {intl.formatMessage({ id: 'payment.balance.paid.title' })}
      </h1>
      <p className="mt-2 text-lg font-semibold text-slate-900 tabular-nums">
        {intl.formatMessage({ id: 'payment.balance.paid.amount' }, { amount: usd(paid.totalCents) })}
      </p>
      {paid.card && <p className="text-slate-700">{card(paid.card)}</p>}
      {paid.tipCents > 0 && (
        <p className="text-slate-700 tabular-nums">{intl.formatMessage({ id: 'payment.balance.paid.tip' }, { amount: usd(paid.tipCents) })}</p>
      )}
      <p className="mt-3 text-slate-700">{intl.formatMessage({ id: 'payment.balance.paid.receipt' })}</p>
    </section>
  );
}
