import { CanActivate, ExecutionContext, Inject, Injectable } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import Redis from 'ioredis';
import type { RateLimiterRedis } from 'rate-limiter-flexible';
import { clientAddressOf } from '../../../common/http/client-address.decorator';
import { REDIS } from '../../../infra/redis/redis.module';
import { redisRateLimiter, retryAfterSeconds, settle } from '../../../infra/redis/redis-rate-limiter';
import { NetworkErrors } from './network-errors';

/** A connection may send a few applications an hour (a company applying for partners, a corrected retry). */
const APPLICATIONS_PER_HOUR = 10;

/** Counted before the upload is read: a flood of large forms is refused before it is held in memory. */
@Injectable()
export class ApplicationThrottleGuard implements CanActivate {
  private readonly perAddress: RateLimiterRedis;

  constructor(@Inject(REDIS) redis: Redis) {
    this.perAddress = redisRateLimiter(redis, { keyPrefix: 'provider-applications', points: APPLICATIONS_PER_HOUR, durationSeconds: 3600 });
  }

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const slot = await settle(this.perAddress.consume(clientAddressOf(context.switchToHttp().getRequest<FastifyRequest>())));
    if (!slot.allowed) throw NetworkErrors.throttled(retryAfterSeconds(slot.state.msBeforeNext));
    return true;
  }
}
