import { Inject, Injectable, Logger } from '@nestjs/common';
import { Emitter } from '@socket.io/redis-emitter';
import Redis from 'ioredis';
import { isDependencyUnreachable } from '../../common/errors/infrastructure-error';
import { APP_CONFIG, AppConfig } from '../../config/app-config';
import { REDIS } from '../redis/redis.module';
import {
  NAMESPACES,
  type AdminSocketEvents,
  type OffersSocketEvents,
  type ProviderSocketEvents,
  type TrackSocketEvents,
} from '../../contracts/socket-events';
import { rooms, socketChannelKey } from './realtime-events';

/**
 * Publishes events to socket rooms through Redis, so api and worker processes alike reach
 * every connected client on every api instance. Call it after the change has committed.
 */
@Injectable()
export class RealtimeService {
  private readonly logger = new Logger(RealtimeService.name);
  private readonly emitter: Emitter;

  constructor(@Inject(APP_CONFIG) config: AppConfig, @Inject(REDIS) redis: Redis) {
    // Live updates are best effort: a Redis hiccup must cost an update, never the process.
    // An outage is logged once by the connection watch, not once per update.
    const publisher = {
      publish: (channel: string, message: string | Buffer) =>
        redis.publish(channel, message).catch((error: Error) => {
          if (!isDependencyUnreachable(error)) this.logger.warn(`Live update not published: ${error.message}`);
          return 0;
        }),
    };
    this.emitter = new Emitter(publisher, { key: socketChannelKey(config.installKey) });
  }

  toCustomer<E extends keyof TrackSocketEvents>(trackingCode: string, event: E, payload: TrackSocketEvents[E]): void {
    this.emitter.of(NAMESPACES.track).to(rooms.track(trackingCode)).emit(event, payload);
  }

  toProvider<E extends keyof ProviderSocketEvents>(jobId: string, event: E, payload: ProviderSocketEvents[E]): void {
    this.emitter.of(NAMESPACES.provider).to(rooms.job(jobId)).emit(event, payload);
  }

  toAdmins<E extends keyof AdminSocketEvents>(event: E, payload: AdminSocketEvents[E]): void {
    this.emitter.of(NAMESPACES.admin).to(rooms.admins).emit(event, payload);
  }

  /** Offer pages of these offers and provider pages of these providers read themselves again. */
  toOfferPages<E extends keyof OffersSocketEvents>(target: { offerIds?: readonly string[]; providerIds?: readonly string[] }, event: E, payload: OffersSocketEvents[E]): void {
    const targets = [...(target.offerIds ?? []).map(rooms.offer), ...(target.providerIds ?? []).map(rooms.providerPage)];
    if (targets.length > 0) this.emitter.of(NAMESPACES.offers).to(targets).emit(event, payload);
  }

  /** Revoked sessions lose their live feed too. */
  disconnectAdminSession(sessionId: string): void {
    this.emitter.of(NAMESPACES.admin).in(rooms.adminSession(sessionId)).disconnectSockets(true);
  }

  /** A changed password ends every live feed of that admin, on every api instance. */
  disconnectAdmin(adminId: string): void {
    this.emitter.of(NAMESPACES.admin).in(rooms.adminUser(adminId)).disconnectSockets(true);
  }
}
