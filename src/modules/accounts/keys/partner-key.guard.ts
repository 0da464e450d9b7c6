import { CanActivate, ExecutionContext, Inject, Injectable } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type Redis from 'ioredis';
import type { RateLimiterRedis } from 'rate-limiter-flexible';
import { AppError } from '../../../common/errors/app-error';
import { APP_CONFIG, AppConfig } from '../../../config/app-config';
import { isPartnerPath } from '../../../common/http/portal-path';
import { routedPath } from '../../../common/http/routed-path';
import { ERROR_CODES } from '../../../contracts/error-codes';
import type { ApiKeyScope } from '../../../domain/business-accounts';
import { REDIS } from '../../../infra/redis/redis.module';
import { redisRateLimiter, retryAfterSeconds, settle } from '../../../infra/redis/redis-rate-limiter';
import { AccountErrors } from '../account-errors';
import { bearerKey } from './api-key-secret';
import { ApiKeysService } from './api-keys.service';
import type { PartnerRequest } from './partner-caller';
import { PARTNER_SCOPE_KEY } from './partner-scope.decorator';

/**
 * Global guard: every /api/partner route needs a live key with the scope the route declares, within
 * the key's rate limit. A route without a scope is refused to every key.
 */
@Injectable()
export class PartnerKeyGuard implements CanActivate {
  private readonly limiter: RateLimiterRedis;

  constructor(
    private readonly reflector: Reflector,
    private readonly keys: ApiKeysService,
    @Inject(REDIS) redis: Redis,
    @Inject(APP_CONFIG) config: AppConfig,
  ) {
    // Each key's budget: a fleet's integration polling and sending jobs stays far below it; a runaway loop does not.
    this.limiter = redisRateLimiter(redis, { keyPrefix: 'partner-key', points: config.partnerApi.callsPerMinute, durationSeconds: 60 });
  }

  async canActivate(context: ExecutionContext): Promise<boolean> {
    if (context.getType() !== 'http') return true;
    const request = context.switchToHttp().getRequest<PartnerRequest>();
    if (!isPartnerPath(routedPath(request))) return true;
    const key = bearerKey(request.headers.authorization);
    if (!key) throw AccountErrors.keyMissing();
    const caller = await this.keys.authenticate(key);
    const { allowed, state } = await settle(this.limiter.consume(caller.keyId));
    if (!allowed) {
      const wait = retryAfterSeconds(state.msBeforeNext);
      throw new AppError('too_many_requests', ERROR_CODES.tooManyRequests, `This API key made too many calls. Try again in ${wait} seconds.`, wait);
    }
    const scope = this.reflector.getAllAndOverride<ApiKeyScope | undefined>(PARTNER_SCOPE_KEY, [context.getHandler(), context.getClass()]);
    if (!scope) throw new AppError('forbidden', ERROR_CODES.noAccessRule, 'This part of the partner API has no access rule yet, so no key may use it.');
    if (!caller.scopes.includes(scope)) throw AccountErrors.keyScope(scope);
    request.partner = caller;
    return true;
  }
}
