import type { AdminArrivalView, ArrivalView } from '@contracts/request-views';

/** The statuses in which a provider is still to arrive: only then can a promise be kept or broken. */
export const AWAITING_ARRIVAL_STATUSES: readonly string[] = ['assigned', 'provider_assigned', 'en_route'];

export const isAwaitingArrival = (status: string): boolean => AWAITING_ARRIVAL_STATUSES.includes(status);

/** The prediction is past the promise by more than the allowed slip, and the provider is still on the way. */
export const isRunningLate = (status: string, arrival: ArrivalView): boolean =>
  isAwaitingArrival(status) && arrival.arrivedAt === null && arrival.runningLateSince !== null;

/** The provider has gone quiet or stopped getting closer while on the way. */
export const isNotProgressing = (status: string, arrival: AdminArrivalView): boolean =>
  isAwaitingArrival(status) && arrival.arrivedAt === null && arrival.notProgressingSince !== null;
