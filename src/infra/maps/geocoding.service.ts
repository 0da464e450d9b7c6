import { Inject, Injectable } from '@nestjs/common';
import Redis from 'ioredis';
import { REDIS } from '../redis/redis.module';
import { GEOCODER, Geocoder, type PlaceSearch } from './geocoder';

const HIT_TTL_SECONDS = 7 * 24 * 3600;
const MISS_TTL_SECONDS = 5 * 60;
const MISS = '';

/** Geocoding: reverse lookups cached in Redis (about a metre of precision) so repeated taps cost nothing. */
@Injectable()
export class GeocodingService {
  constructor(
    @Inject(GEOCODER) private readonly geocoder: Geocoder,
    @Inject(REDIS) private readonly redis: Redis,
  ) {}

  async reverse(lat: number, lng: number): Promise<string | null> {
    const key = `geocode:${lat.toFixed(5)},${lng.toFixed(5)}`;
    const cached = await this.redis.get(key);
    if (cached !== null) return cached === MISS ? null : cached;
    const address = await this.geocoder.reverse(lat, lng);
    await this.redis.set(key, address ?? MISS, 'EX', address ? HIT_TTL_SECONDS : MISS_TTL_SECONDS);
    return address;
  }

  /** A typed address or intersection; not cached, since each driver types their own words once. */
  search(query: string): Promise<PlaceSearch> {
    return this.geocoder.search(query);
  }
}
