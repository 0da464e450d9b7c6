import { allowedActions, type LifecycleState, type RequestAction } from '@domain/request-lifecycle';
import type { AdminRequestView, CustomerRequestView } from '@contracts/request-views';

type PricingFields = Pick<
  LifecycleState,
  | 'status'
  | 'negotiationRound'
  | 'adminPriceCents'
  | 'customerCounterOfferCents'
  | 'adminCounterOfferCents'
  | 'finalPriceCents'
  | 'paymentStatus'
  | 'depositPaid'
  | 'customerRating'
>;

const pricingFields = (view: PricingFields): PricingFields => ({
  status: view.status,
  negotiationRound: view.negotiationRound,
  adminPriceCents: view.adminPriceCents,
  customerCounterOfferCents: view.customerCounterOfferCents,
  adminCounterOfferCents: view.adminCounterOfferCents,
  finalPriceCents: view.finalPriceCents,
  paymentStatus: view.paymentStatus,
  depositPaid: view.depositPaid,
  customerRating: view.customerRating,
});

/** What the customer may do now, by the same table the server checks. */
export const customerActions = (view: CustomerRequestView): ReadonlySet<RequestAction> =>
  new Set(
    allowedActions(
      {
        ...pricingFields(view),
        hasProvider: view.provider != null,
        hasLocation: view.customerLat != null && view.customerLng != null,
        customerTrackingId: view.trackingId,
        providerJobId: null,
        runningLate: view.arrival.runningLateSince != null,
        onAccount: view.onBehalfOf != null,
      },
      'customer',
    ),
  );

export const adminActions = (view: AdminRequestView): ReadonlySet<RequestAction> =>
  new Set(
    allowedActions(
      {
        ...pricingFields(view),
        hasProvider: view.providerName != null,
        hasLocation: view.customerLat != null && view.customerLng != null,
        customerTrackingId: view.trackingId,
        providerJobId: view.providerJobId,
        runningLate: view.arrival.runningLateSince != null,
        onAccount: view.accountId != null,
      },
      'admin',
    ),
  );
