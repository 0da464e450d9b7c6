import type { ReceiptView } from '@contracts/receipt-views';
import { cardBrandName, type ReceiptCard } from '@domain/receipt';
import { EXTRA_KIND_LABEL_IDS, RECEIPT_MESSAGE_IDS as WORDS } from '@contracts/shared-messages';
import { useIntl } from 'react-intl';
import { cn } from '@/lib/cn';
import { extraItemName } from '@/lib/extra-item-name';
import { useReceiptTimes } from './receipt-words';

/**
 * The accepted price, each approved extra, the total, the card deposit and the balance: paid at the car,
 * or by card through us with the tip and what was paid in all.
 */
export function ReceiptCharges({ receipt }: { receipt: ReceiptView }) {
  const intl = useIntl();
  const { time, usd } = useReceiptTimes();
  const { totals, card } = receipt;
  const cardWords = (used: ReceiptCard | null) =>
    used ? ` (${intl.formatMessage({ id: WORDS.card }, { brand: cardBrandName(used.brand), last4: used.last4 })})` : '';
  const cardLine = cardWords(card);
  // The balance by card through us, when the provider takes it so: due until paid, then with its card and tip.
  const { cardBalance } = receipt;
  const tipCents = cardBalance?.status === 'paid' ? cardBalance.tipCents : 0;
  const balanceByCard = intl.formatMessage({ id: cardBalance?.status === 'paid' ? 'payment.receipt.balancePaidByCard' : 'payment.receipt.balanceDueByCard' });
  const balanceCardLine = cardBalance?.status === 'paid' ? cardWords(cardBalance.card) : '';
  return (
    <section aria-labelledby="receipt-charges" className="mt-5 border-t border-slate-200 pt-4 print:mt-3 print:pt-2">
      <h2 id="receipt-charges" className="mb-2 text-base font-semibold text-slate-900">
        {intl.formatMessage({ id: WORDS.charges })}
      </h2>
      <table className="w-full text-sm">
        <thead className="sr-only">
          <tr>
            <th scope="col">{intl.formatMessage({ id: 'payment.receipt.item' })}</th>
            <th scope="col">{intl.formatMessage({ id: 'payment.receipt.amount' })}</th>
          </tr>
        </thead>
        <tbody>
          <Charge label={intl.formatMessage({ id: WORDS.acceptedPrice })} amount={usd(totals.priceCents)} />
          {receipt.extras.map((extra, index) => (
            <Charge
              key={index}
              label={extraItemName(extra, intl.formatMessage({ id: EXTRA_KIND_LABEL_IDS[extra.kind] }))}
              note={extra.approvedAt ? intl.formatMessage({ id: WORDS.approvedAt }, { time: time(extra.approvedAt) }) : undefined}
              amount={usd(extra.amountCents)}
            />
          ))}
          <Charge label={intl.formatMessage({ id: WORDS.total })} amount={usd(totals.totalCents)} strong ruled />
          {receipt.billedTo ? (
            <Charge label={intl.formatMessage({ id: WORDS.billedTo }, { account: receipt.billedTo })} amount={usd(totals.totalCents)} strong />
          ) : (
            <Charge label={`${intl.formatMessage({ id: WORDS.depositPaid })}${cardLine}`} amount={`-${usd(totals.depositCents)}`} />
          )}
          {receipt.billedTo ? null : cardBalance ? (
            <>
              <Charge label={`${balanceByCard}${balanceCardLine}`} amount={usd(totals.balancePaidOnSiteCents)} strong />
              {tipCents > 0 && <Charge label={intl.formatMessage({ id: 'payment.receipt.tip' })} amount={usd(tipCents)} />}
              {cardBalance.status === 'paid' && tipCents > 0 && (
                <Charge label={intl.formatMessage({ id: 'payment.receipt.totalPaid' })} amount={usd(totals.totalCents + tipCents)} strong ruled />
              )}
            </>
          ) : (
            <Charge label={intl.formatMessage({ id: WORDS.balancePaid })} amount={usd(totals.balancePaidOnSiteCents)} strong />
          )}
        </tbody>
      </table>
    </section>
  );
}

function Charge({ label, note, amount, strong, ruled }: { label: string; note?: string; amount: string; strong?: boolean; ruled?: boolean }) {
  return (
    <tr className={cn(ruled && 'border-t border-slate-300', strong ? 'font-semibold text-slate-900' : 'text-slate-800')}>
      <th scope="row" className={cn('py-1.5 pr-4 text-left', strong ? 'font-semibold' : 'font-normal')}>
        {label}
        {note && <span className="block text-xs font-normal text-slate-600">{note}</span>}
      </th>
      <td className="py-1.5 text-right align-top whitespace-nowrap tabular-nums">{amount}</td>
    </tr>
  );
}
