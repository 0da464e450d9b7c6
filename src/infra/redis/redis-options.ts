import type { RedisOptions } from 'ioredis';

export function redisOptionsFromUrl(redisUrl: string): RedisOptions {
  const url = new URL(redisUrl);
  const db = url.pathname.replace(/^\//, '');
  return {
    host: url.hostname,
    port: url.port ? Number(url.port) : 6379,
    username: url.username ? decodeURIComponent(url.username) : undefined,
    password: url.password ? decodeURIComponent(url.password) : undefined,
    db: db ? Number(db) : 0,
    tls: url.protocol === 'rediss:' ? {} : undefined,
  };
}

/** `host:port` of REDIS_URL for messages; never its credentials. */
export function redisTarget(redisUrl: string): string {
  const { host, port } = redisOptionsFromUrl(redisUrl);
  return `${host}:${port}`;
}

/** Reconnects quickly after a blip, then every 2 s at most, for as long as Redis is away. */
export const reconnectDelay = (attempt: number): number => Math.min(100 * 2 ** (attempt - 1), 2_000);

/**
 * For clients on the request path: while Redis is away a command fails at once (the request
 * answers 503) instead of waiting in a queue until the client gives up seconds later.
 */
export const FAIL_FAST_OPTIONS: RedisOptions = {
  enableOfflineQueue: false,
  maxRetriesPerRequest: 1,
  connectTimeout: 2_000,
  commandTimeout: 2_000,
  retryStrategy: reconnectDelay,
};
