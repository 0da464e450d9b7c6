import type { AdminRequestView } from '@contracts/request-views';
import { commissionCents, formatUsd, payoutCents } from '@domain/money';
import { ratingLabel } from '@domain/rating';
import type { ReactNode } from 'react';
import { CardSection } from '@/components/ui/card';
import { BadgeCheckIcon } from '@/components/ui/icons';
import { StarRating } from '@/components/ui/star-rating';
import { formatDateTime, formatPhone } from '@/lib/display-format';

/** How the provider's balance was paid: at the car, or by card through us (paid, or still due). */
function balanceWords(cardBalance: AdminRequestView['cardBalance']): string {
  if (!cardBalance) return 'Paid on arrival';
  return cardBalance.status === 'paid' ? 'Paid by card' : 'Balance due by card';
}

/** The completed job at a glance: when, by whom, the money split and what the customer thought. */
export function JobOutcomeCard({ request }: { request: AdminRequestView }) {
  const price = request.finalPriceCents;
  const tipCents = request.cardBalance?.status === 'paid' ? request.cardBalance.tipCents : 0;
  return (
    <CardSection title="Job Outcome" icon={<BadgeCheckIcon className="size-5 text-emerald-700" />}>
      <dl className="grid gap-x-6 gap-y-4 sm:grid-cols-2">
        <Item term="Completed">{formatDateTime(request.serviceCompletedAt ?? request.updatedAt)}</Item>
        <Item term="Provider">
          {request.providerName ?? '—'}
          {request.providerPhone && <span className="block text-sm text-slate-600">{formatPhone(request.providerPhone)}</span>}
        </Item>
        <Item term="Final Price">{price == null ? '—' : formatUsd(price)}</Item>
        <Item term="Commission (15%)">{price == null ? '—' : formatUsd(commissionCents(price))}</Item>
        <Item term="Provider Payout (85%)">
          {price == null ? '—' : formatUsd(payoutCents(price))}
          <span className="block text-sm text-slate-600">{balanceWords(request.cardBalance)}</span>
          {tipCents > 0 && <span className="block text-sm text-slate-600">Tip {formatUsd(tipCents)}</span>}
        </Item>
        <Item term="Deposit">
          {request.depositPaid ? `Paid ${formatDateTime(request.depositPaidAt)}` : 'Not paid'}
        </Item>
        <Item term="Rating">
          {request.customerRating == null ? (
            'Not rated'
          ) : (
            <span className="flex items-center gap-2">
              <StarRating rating={request.customerRating} /> {ratingLabel(request.customerRating)}
            </span>
          )}
        </Item>
        <Item term="Review">{request.customerReview ? <q className="whitespace-pre-line">{request.customerReview}</q> : '—'}</Item>
      </dl>
    </CardSection>
  );
}

function Item({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div>
      <dt className="text-xs font-semibold tracking-wide text-slate-500 uppercase">{term}</dt>
      <dd className="mt-1 text-slate-900 tabular-nums">{children}</dd>
    </div>
  );
}
