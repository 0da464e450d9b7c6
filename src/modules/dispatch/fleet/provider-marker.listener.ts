import { Inject, Injectable } from '@nestjs/common';
import { OnEvent } from '@nestjs/event-emitter';
import { CLOCK, Clock } from '../../../common/clock/clock';
import { EVENTS } from '../../../contracts/socket-events';
import { SUBSCRIBER_OPTIONS } from '../../../infra/events/domain-events';
import { RealtimeService } from '../../../infra/realtime/realtime.service';
import { ProviderMarkerChanged } from '../../providers';
import { RequestRepository } from '../../request-core';
import { toFleetProvider } from './fleet-view.mapper';

/** Dispatchers' fleet maps move a provider's marker as it changes. */
@Injectable()
export class ProviderMarkerListener {
  constructor(
    private readonly requests: RequestRepository,
    private readonly realtime: RealtimeService,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  @OnEvent(ProviderMarkerChanged.name, SUBSCRIBER_OPTIONS)
  async moveMarker({ provider }: ProviderMarkerChanged): Promise<void> {
    const busy = (await this.requests.providersOnActiveJobs()).has(provider.id);
    const marker = toFleetProvider(provider, busy, this.clock.now());
    if (marker) this.realtime.toAdmins(EVENTS.fleetProvider, { ...marker, onDuty: provider.onDuty });
  }
}
