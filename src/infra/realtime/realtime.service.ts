import { Inject, Injectable, Logger, OnApplicationShutdown } from '@nestjs/common';
import { Emitter } from '@socket.io/redis-emitter';
import Redis from 'ioredis';
import { APP_CONFIG, AppConfig } from '../../config/app-config';
import { redisOptionsFromUrl } from '../redis/redis-options';
import { NAMESPACES, RealtimeEvent, rooms } from './realtime-events';

/**
 * Publishes events to socket rooms through Redis, so api and worker processes alike reach
 * every connected client on every api instance. Call it after the change has committed.
 */
@Injectable()
export class RealtimeService implements OnApplicationShutdown {
  private readonly logger = new Logger(RealtimeService.name);
  private readonly redis: Redis;
  private readonly emitter: Emitter;

  constructor(@Inject(APP_CONFIG) config: AppConfig) {
    this.redis = new Redis({ ...redisOptionsFromUrl(config.redisUrl), maxRetriesPerRequest: 2 });
    // Live updates are best effort: a Redis hiccup must cost an update, never the process.
    const publisher = {
      publish: (channel: string, message: string | Buffer) =>
        this.redis.publish(channel, message).catch((error: Error) => {
          this.logger.warn(`Live update not published: ${error.message}`);
          return 0;
        }),
    };
    this.emitter = new Emitter(publisher);
  }

  toCustomer(trackingCode: string, event: RealtimeEvent, payload: unknown): void {
    this.emitter.of(NAMESPACES.track).to(rooms.track(trackingCode)).emit(event, payload);
  }

  toProvider(jobId: string, event: RealtimeEvent, payload: unknown): void {
    this.emitter.of(NAMESPACES.provider).to(rooms.job(jobId)).emit(event, payload);
  }

  toAdmins(event: RealtimeEvent, payload: unknown): void {
    this.emitter.of(NAMESPACES.admin).to(rooms.admins).emit(event, payload);
  }

  /** Revoked sessions lose their live feed too. */
  disconnectAdminSession(sessionId: string): void {
    this.emitter.of(NAMESPACES.admin).in(rooms.adminSession(sessionId)).disconnectSockets(true);
  }

  /** A changed password ends every live feed of that admin, on every api instance. */
  disconnectAdmin(adminId: string): void {
    this.emitter.of(NAMESPACES.admin).in(rooms.adminUser(adminId)).disconnectSockets(true);
  }

  async onApplicationShutdown(): Promise<void> {
    await this.redis.quit().catch(() => this.redis.disconnect());
  }
}
