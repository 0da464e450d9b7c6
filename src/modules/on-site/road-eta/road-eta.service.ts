import { Inject, Injectable } from '@nestjs/common';
import Redis from 'ioredis';
import type { RoadEtaView } from '../../../contracts/provider-views';
import { REDIS } from '../../../infra/redis/redis.module';
import { roadDrive } from '../../../domain/geo';
import { RequestLookupService } from '../../request-core';
import { ROAD_ROUTER, RoadRouter } from '../../../infra/maps/road-router';

/** One route per position and request: every watcher of a job shares it, and a parked truck costs one call. */
const CACHE_SECONDS = 60;
const NONE = '';

/** How far the provider is from the customer by road, and how long the drive takes, while they are on the way. */
@Injectable()
export class RoadEtaService {
  constructor(
    private readonly lookup: RequestLookupService,
    @Inject(ROAD_ROUTER) private readonly router: RoadRouter,
    @Inject(REDIS) private readonly redis: Redis,
  ) {}

  /** Null when there is nothing to estimate (not driving, no positions) or no router answered. */
  async forCustomer(trackingId: string, address: string): Promise<RoadEtaView | null> {
    const request = await this.lookup.forCustomer(trackingId, address);
    const { position } = request;
    if (request.status !== 'en_route' || !position || request.customerLat == null || request.customerLng == null) return null;
    const key = `road-eta:${request.id}:${position.recordedAt.getTime()}`;
    const cached = await this.redis.get(key);
    if (cached !== null) return cached === NONE ? null : (JSON.parse(cached) as RoadEtaView);

    const route = await this.router.route(position, { lat: request.customerLat, lng: request.customerLng });
    const eta: RoadEtaView | null = route && { ...roadDrive(route.meters, route.seconds), fromRecordedAt: position.recordedAt.toISOString() };
    await this.redis.set(key, eta ? JSON.stringify(eta) : NONE, 'EX', CACHE_SECONDS);
    return eta;
  }
}
