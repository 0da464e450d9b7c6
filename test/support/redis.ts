import Redis from 'ioredis';
import { ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { createServer } from 'node:net';
import { loadConfig } from '../../src/config/load-config';
import { QUEUES } from '../../src/infra/queue/queue-catalogue';
import { TEST_ENV } from '../test-env';
import { waitFor } from './wait-for';

/** Key families the app counts or stores per install; the queues are left to BullMQ. */
const RESETTABLE_KEYS = ['login-fail:*', 'sess:*', 'sess-ended:*', 'staff-sessions:*', '{*}:hits', '{*}:blocked', 'lookup:*', 'geocode:*', 'text-limit:*', 'sms-cancel:*', 'sms-review:*', 'road-drive:*', 'provider-applications:*'];

/**
 * Deletes rate-limit counters and sessions of one install (the test install unless given), in the
 * Redis db of the test run. Every key of an install starts with its INSTALL_KEY.
 */
export async function resetRedisCounters(installKey = loadConfig(TEST_ENV).installKey): Promise<void> {
  const redis = new Redis(TEST_ENV.REDIS_URL);
  try {
    for (const pattern of RESETTABLE_KEYS) {
      const keys = await redis.keys(`${installKey}:${pattern}`);
      if (keys.length) await redis.del(...keys);
    }
  } finally {
    await redis.quit();
  }
}

/**
 * Deletes every queue's jobs and schedules of one install, so a worker starting does not run the jobs
 * that an earlier file's app, without a worker, left queued.
 */
export async function emptyQueues(redisUrl: string, installKey: string): Promise<void> {
  const redis = new Redis(redisUrl);
  try {
    for (const queue of Object.values(QUEUES)) {
      const keys = await redis.keys(`${installKey}:${queue}:*`);
      if (keys.length) await redis.del(...keys);
    }
  } finally {
    await redis.quit();
  }
}

/** Empties one Redis db: a run starts from nothing. */
export async function emptyRedisDb(redisUrl: string): Promise<void> {
  const redis = new Redis(redisUrl);
  try {
    await redis.flushdb();
  } finally {
    await redis.quit();
  }
}

/**
 * A redis-server of the test's own on a free loopback port, so a test can take Redis away from
 * one app (and bring it back on the same port) without touching the shared server.
 */
export class ThrowawayRedis {
  private process: ChildProcess | null = null;
  private port = 0;

  get url(): string {
    return `redis://127.0.0.1:${this.port}`;
  }

  async start(): Promise<void> {
    if (!this.port) this.port = await freeLoopbackPort();
    const child = spawn(
      'redis-server',
      ['--port', String(this.port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no', '--loglevel', 'warning'],
      { stdio: 'ignore' },
    );
    this.process = child;
    await waitFor(async () => {
      if (child.exitCode !== null) throw new Error(`redis-server on port ${this.port} exited with ${child.exitCode}`);
      const probe = new Redis({ port: this.port, host: '127.0.0.1', lazyConnect: true, retryStrategy: () => null });
      probe.on('error', () => undefined);
      try {
        await probe.connect();
        return (await probe.ping()) === 'PONG';
      } catch {
        return false;
      } finally {
        probe.disconnect();
      }
    });
  }

  /** Kills the server the way a crash would; its port stays reserved for `start` again. */
  async kill(): Promise<void> {
    const child = this.process;
    this.process = null;
    if (!child || child.exitCode !== null || child.signalCode !== null) return;
    const exited = once(child, 'exit');
    child.kill('SIGKILL');
    await exited;
  }
}

async function freeLoopbackPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}
