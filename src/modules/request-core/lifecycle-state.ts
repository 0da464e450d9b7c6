import type { LifecycleState } from '../../domain/request-lifecycle';
import type { RequestRecord } from '../../domain/request-record';

/** The facts of a stored request that the lifecycle table decides on. */
export function lifecycleStateOf(request: RequestRecord): LifecycleState {
  return {
    status: request.status,
    negotiationRound: request.negotiationRound,
    adminPriceCents: request.adminPriceCents,
    customerCounterOfferCents: request.customerCounterOfferCents,
    adminCounterOfferCents: request.adminCounterOfferCents,
    finalPriceCents: request.finalPriceCents,
    paymentStatus: request.paymentStatus,
    depositPaid: request.depositPaid,
    hasProvider: request.provider !== null,
    hasLocation: request.customerLat !== null && request.customerLng !== null,
    customerTrackingId: request.customerTrackingId,
    providerJobId: request.providerJobId,
    customerRating: request.customerRating,
    runningLate: request.runningLateSince !== null,
    onAccount: request.accountId !== null,
  };
}
