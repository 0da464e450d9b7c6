import { INestApplication } from '@nestjs/common';
import { IoAdapter } from '@nestjs/platform-socket.io';
import { createAdapter } from '@socket.io/redis-adapter';
import type { IncomingMessage } from 'node:http';
import Redis from 'ioredis';
import { Server, ServerOptions } from 'socket.io';
import { acceptedOrigins } from '../../common/http/same-origin-writes';
import { AppConfig } from '../../config/app-config';
import { NAMESPACES } from '../../contracts/socket-events';
import { DrainState } from '../http/drain-state';
import { AppMetrics } from '../metrics/app-metrics';
import { closeRedis } from '../redis/redis-connect';
import { RedisConnectionWatch } from '../redis/redis-connection-watch';
import { reconnectDelay, redisOptionsFromUrl } from '../redis/redis-options';
import { socketChannelKey } from './realtime-events';
import { isAllowedSocketOrigin } from './socket-origin';

const FOREIGN_ORIGIN = 'This page may not open live updates here.';

/**
 * socket.io with the Redis adapter (rooms span api instances, on this install's channels only),
 * the staff session reader on the engine, so the /admin namespace sees the same session as REST,
 * and an Origin check before any namespace is reached.
 */
export class RedisSocketIoAdapter extends IoAdapter {
  private readonly pub: Redis;
  private readonly sub: Redis;

  constructor(
    private readonly app: INestApplication,
    private readonly config: AppConfig,
    private readonly readSession: (request: IncomingMessage, response: unknown, next: (error?: unknown) => void) => void,
  ) {
    super(app);
    // The adapter subscribes as soon as it is created: these clients keep ioredis' offline queue.
    this.pub = withoutUnhandledRejections(
      new Redis({ ...redisOptionsFromUrl(config.redisUrl), maxRetriesPerRequest: 1, retryStrategy: reconnectDelay }),
    );
    this.sub = withoutUnhandledRejections(this.pub.duplicate());
    const watch = app.get(RedisConnectionWatch);
    watch.listen(this.pub, 'socket fan-out');
    watch.listen(this.sub, 'socket fan-out');
  }

  override createIOServer(port: number, options?: ServerOptions): Server {
    const accepted = new Set(acceptedOrigins(this.config));
    const allowRequest: ServerOptions['allowRequest'] = (request, callback) => {
      const allowed = isAllowedSocketOrigin(request, accepted);
      callback(allowed ? null : FOREIGN_ORIGIN, allowed);
    };
    const server: Server = super.createIOServer(port, {
      ...options,
      cors: this.config.corsOrigins.length ? { origin: this.config.corsOrigins, credentials: true } : undefined,
      allowRequest,
    });
    server.adapter(createAdapter(this.pub, this.sub, { key: socketChannelKey(this.config.installKey) }));
    server.engine.use(this.readSession);
    countConnections(server, this.app.get(AppMetrics));
    // Closing the transports (not a server disconnect) makes every client reconnect by itself, through
    // the proxy to another process, and read its page again.
    this.app.get(DrainState).whenDraining(() => server.engine.close());
    return server;
  }

  /** Called once, after every namespace's server has closed (and unsubscribed). */
  override async dispose(): Promise<void> {
    await Promise.all([this.pub, this.sub].map(closeRedis));
  }
}

const NAMESPACE_NAMES: ReadonlySet<string> = new Set(Object.values(NAMESPACES));

function countConnections(server: Server, metrics: AppMetrics): void {
  server.on('new_namespace', (namespace) => {
    if (!NAMESPACE_NAMES.has(namespace.name)) return;
    const labels = { namespace: namespace.name };
    metrics.socketConnections.set(labels, 0);
    namespace.on('connection', (socket) => {
      metrics.socketConnections.inc(labels);
      socket.once('disconnect', () => metrics.socketConnections.dec(labels));
    });
  });
}

const FIRED_AND_FORGOTTEN = ['publish', 'subscribe', 'psubscribe', 'unsubscribe', 'punsubscribe'] as const;

/**
 * The adapter sends these commands without awaiting them. While Redis is away they fail, and an
 * unhandled rejection would end the process; the watch has logged the outage already.
 */
function withoutUnhandledRejections(client: Redis): Redis {
  for (const name of FIRED_AND_FORGOTTEN) {
    const send = (client[name] as (...args: unknown[]) => Promise<unknown>).bind(client);
    Object.assign(client, {
      [name]: (...args: unknown[]) => {
        const reply = send(...args);
        reply.catch(() => undefined);
        return reply;
      },
    });
  }
  return client;
}
