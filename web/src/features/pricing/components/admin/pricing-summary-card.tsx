import { formatUsd } from '@domain/money';
import type { AdminRequestView } from '@contracts/request-views';
import type { ReactNode } from 'react';
import { Badge } from '@/components/ui/badge';
import { CardSection } from '@/components/ui/card';
import { formatDateTime } from '@/lib/display-format';
import { priceSplit } from '../../lib/price-split';

/** Whether the request carries any price worth summarising. */
export const hasPrices = (request: AdminRequestView): boolean =>
  [request.adminPriceCents, request.customerCounterOfferCents, request.adminCounterOfferCents, request.finalPriceCents].some(
    (cents) => cents != null,
  );

/** Read-only: every price the negotiation produced, and the deposit that follows from the final one. */
export function PricingSummaryCard({ request }: { request: AdminRequestView }) {
  const deposit =
    request.finalPriceCents == null ? null : priceSplit(request.finalPriceCents, request.depositPercentage, request.depositAmountCents);

  return (
    <CardSection title="Pricing">
      <dl className="grid gap-x-6 gap-y-3 sm:grid-cols-2">
        <Row term="Admin Price" cents={request.adminPriceCents} />
        <Row term="Customer Counter-Offer" cents={request.customerCounterOfferCents} />
        <Row term="Final Offer" cents={request.adminCounterOfferCents} />
        <Row term="Final Price" cents={request.finalPriceCents} />
        {deposit && (
          <Field term={`Deposit (${deposit.depositPercent}%)`}>
            <span className="tabular-nums">{formatUsd(deposit.depositCents)}</span>{' '}
            {request.depositPaid ? (
              <Badge tone="success">Paid{request.depositPaidAt ? ` ${formatDateTime(request.depositPaidAt)}` : ''}</Badge>
            ) : (
              <Badge tone="warning">Not paid</Badge>
            )}
          </Field>
        )}
        {request.customerFinalDecision && (
          <Field term="Customer Decision">{request.customerFinalDecision === 'accepted' ? 'Accepted' : 'Rejected'}</Field>
        )}
      </dl>
    </CardSection>
  );
}

function Row({ term, cents }: { term: string; cents: number | null }) {
  if (cents == null) return null;
  return (
    <Field term={term}>
      <span className="tabular-nums">{formatUsd(cents)}</span>
    </Field>
  );
}

function Field({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="min-w-0">
      <dt className="text-xs font-semibold tracking-wide text-slate-500 uppercase">{term}</dt>
      <dd className="mt-1 font-medium text-slate-900">{children}</dd>
    </div>
  );
}
