import { DomainEvent } from '../../../infra/events/domain-events';
import type { Provider } from '../entities/provider.entity';

/** A provider went on or off duty, or their page reported a new position: the fleet map moves their marker. */
export class ProviderMarkerChanged extends DomainEvent {
  constructor(readonly provider: Provider) {
    super();
  }
}
