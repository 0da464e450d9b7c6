import { INestApplication } from '@nestjs/common';
import { IoAdapter } from '@nestjs/platform-socket.io';
import { createAdapter } from '@socket.io/redis-adapter';
import type { RequestHandler } from 'express';
import Redis from 'ioredis';
import { Server, ServerOptions } from 'socket.io';
import { AppConfig } from '../../config/app-config';
import { redisOptionsFromUrl } from '../redis/redis-options';

/**
 * socket.io with the Redis adapter (rooms span api instances) and the HTTP session
 * middleware on the engine, so the /admin namespace sees the same session as REST.
 */
export class RedisSocketIoAdapter extends IoAdapter {
  private readonly pub: Redis;
  private readonly sub: Redis;

  constructor(
    app: INestApplication,
    private readonly config: AppConfig,
    private readonly sessionMiddleware: RequestHandler,
  ) {
    super(app);
    this.pub = new Redis({ ...redisOptionsFromUrl(config.redisUrl), maxRetriesPerRequest: 2 });
    this.sub = this.pub.duplicate();
  }

  override createIOServer(port: number, options?: ServerOptions): Server {
    const server: Server = super.createIOServer(port, {
      ...options,
      cors: this.config.corsOrigins.length ? { origin: this.config.corsOrigins, credentials: true } : undefined,
    });
    server.adapter(createAdapter(this.pub, this.sub));
    server.engine.use(this.sessionMiddleware);
    return server;
  }

  /** Called once, after every namespace's server has closed (and unsubscribed). */
  override async dispose(): Promise<void> {
    await Promise.all([this.pub.quit(), this.sub.quit()]).catch(() => undefined);
  }
}
