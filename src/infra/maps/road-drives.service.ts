import { Inject, Injectable } from '@nestjs/common';
import Redis from 'ioredis';
import { roadDrive, type LatLng, type RoadDrive } from '../../domain/geo';
import { REDIS } from '../redis/redis.module';
import { ROAD_ROUTER, RoadRouter } from './road-router';

/** A candidate list is read again on every offer and page load; a parked truck's drive is asked of the router once a minute. */
const CACHE_SECONDS = 60;

/** Four decimals is about 11 m: a truck idling in a lot keeps its cached drive. */
const spot = ({ lat, lng }: LatLng): string => `${lat.toFixed(4)},${lng.toFixed(4)}`;

/** Drives by road from many places to one, in one call to the router for those not asked within the last minute. */
@Injectable()
export class RoadDrivesService {
  constructor(
    @Inject(ROAD_ROUTER) private readonly router: RoadRouter,
    @Inject(REDIS) private readonly redis: Redis,
  ) {}

  /** The drive from each keyed place to `to`; a place without a route, or asked while the router is down, is left out. */
  async drivesTo(from: ReadonlyMap<string, LatLng>, to: LatLng): Promise<Map<string, RoadDrive>> {
    const drives = new Map<string, RoadDrive>();
    if (from.size === 0) return drives;
    const entries = [...from];
    const keys = entries.map(([, place]) => `road-drive:${spot(place)}:${spot(to)}`);
    const cached = await this.redis.mget(keys);
    const missing = entries.flatMap((entry, index) => (cached[index] === null ? [{ entry, key: keys[index] }] : []));
    entries.forEach(([id], index) => {
      const hit = cached[index];
      if (hit !== null) drives.set(id, JSON.parse(hit) as RoadDrive);
    });
    if (missing.length === 0) return drives;

    const routes = await this.router.drivesTo(
      missing.map(({ entry }) => entry[1]),
      to,
    );
    const store = this.redis.multi();
    missing.forEach(({ entry, key }, index) => {
      const route = routes[index];
      if (!route) return;
      const drive = roadDrive(route.meters, route.seconds);
      drives.set(entry[0], drive);
      store.set(key, JSON.stringify(drive), 'EX', CACHE_SECONDS);
    });
    await store.exec();
    return drives;
  }
}
