import type { CancellationCause } from '../../../domain/cancellation-ladder';
import { DomainEvent } from '../../../infra/events/domain-events';

/** A paid request was cancelled and its deposit split by the ladder; published once that change has committed. */
export class PaidRequestCancelled extends DomainEvent {
  constructor(
    readonly requestId: string,
    readonly cause: CancellationCause,
  ) {
    super();
  }
}
