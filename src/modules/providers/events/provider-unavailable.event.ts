import type { OfferWithdrawal } from '../../../domain/offer-window';
import { DomainEvent } from '../../../infra/events/domain-events';

/** A provider can no longer take jobs (off duty, paused or suspended); published once that change has committed. */
export class ProviderUnavailable extends DomainEvent {
  constructor(
    readonly providerId: string,
    readonly because: Exclude<OfferWithdrawal, 'on_another_job'>,
  ) {
    super();
  }
}
