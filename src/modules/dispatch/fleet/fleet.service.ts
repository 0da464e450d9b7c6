import { EntityManager } from '@mikro-orm/postgresql';
import { Inject, Injectable } from '@nestjs/common';
import { CLOCK, Clock } from '../../../common/clock/clock';
import type { FleetProviderView, FleetRequestView, FleetView } from '../../../contracts/offer-views';
import { ACTIVE_LIST_LIMIT } from '../../../contracts/request-views';
import { ProviderRows } from '../../providers';
import { RequestRepository } from '../../request-core';
import { toFleetProvider } from './fleet-view.mapper';

/** The dashboard's map: open requests where the customer is, on-duty providers where their trucks are. */
@Injectable()
export class FleetService {
  constructor(
    private readonly em: EntityManager,
    private readonly requests: RequestRepository,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async fleet(): Promise<FleetView> {
    // The map holds the requests the Active list holds.
    const [[open], onDuty, busy] = await Promise.all([
      this.requests.open(ACTIVE_LIST_LIMIT),
      ProviderRows.onDuty(this.em.fork()),
      this.requests.providersOnActiveJobs(),
    ]);
    const now = this.clock.now();
    const requests = open.flatMap(({ id, status, phone, serviceType, customerLat: lat, customerLng: lng }): FleetRequestView[] =>
      lat === null || lng === null ? [] : [{ id, status, phone, serviceType, lat, lng }],
    );
    const providers = onDuty.flatMap((provider): FleetProviderView[] => {
      const shown = toFleetProvider(provider, busy.has(provider.id), now);
      return shown ? [shown] : [];
    });
    return { requests, providers };
  }
}
