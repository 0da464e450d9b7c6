import type { AdminArrivalView, ArrivalView } from '@contracts/request-views';
import { AWAITING_ARRIVAL_STATUSES } from '@domain/request-status';

/** Only while the provider is still to arrive can a promise be kept or broken. */
export const isAwaitingArrival = (status: string): boolean => (AWAITING_ARRIVAL_STATUSES as readonly string[]).includes(status);

/** The prediction is past the promise by more than the allowed slip, and the provider is still on the way. */
export const isRunningLate = (status: string, arrival: ArrivalView): boolean =>
  isAwaitingArrival(status) && arrival.arrivedAt === null && arrival.runningLateSince !== null;

/** The provider has gone quiet or stopped getting closer while on the way. */
export const isNotProgressing = (status: string, arrival: AdminArrivalView): boolean =>
  isAwaitingArrival(status) && arrival.arrivedAt === null && arrival.notProgressingSince !== null;
