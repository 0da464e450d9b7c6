import { formatUsd } from '@domain/money';
import type { AdminRequestView } from '@contracts/request-views';
import { useIsMutating } from '@tanstack/react-query';
import { ClockIcon } from '@/components/ui/icons';
import { adminPricingMutationKey } from '../../api/admin-pricing-mutation';
import { useAdminActions } from '../../hooks/use-admin-actions';
import { CounterOfferCard } from './counter-offer-card';
import { hasPrices, PricingSummaryCard } from './pricing-summary-card';
import { SetPriceCard } from './set-price-card';

/** The request page's pricing: the action the negotiation is waiting for, then the prices so far. */
export function AdminPricingPanel({ request }: { request: AdminRequestView }) {
  const busy = useIsMutating({ mutationKey: adminPricingMutationKey(request.id) }) > 0;
  const actions = useAdminActions(request);
  const finalOfferCents = request.status === 'negotiating' && request.negotiationRound === 2 ? request.adminCounterOfferCents : null;

  return (
    <>
      {request.status === 'pending_admin_review' && actions.has('set_price') && <SetPriceCard request={request} disabled={busy} />}
      {request.customerCounterOfferCents != null && actions.has('final_counter') && (
        <CounterOfferCard request={request} counterCents={request.customerCounterOfferCents} disabled={busy} />
      )}
      {finalOfferCents != null && (
        <p role="status" className="flex items-start gap-2 rounded-xl border border-sky-200 bg-sky-50 px-4 py-3 text-sky-900">
          <ClockIcon className="mt-0.5 size-5 shrink-0" />
          <span>
            Final offer of <strong className="tabular-nums">{formatUsd(finalOfferCents)}</strong> sent — waiting for the
            customer
          </span>
        </p>
      )}
      {hasPrices(request) && <PricingSummaryCard request={request} />}
    </>
  );
}
