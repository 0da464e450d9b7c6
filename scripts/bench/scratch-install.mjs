// A throwaway install for a bench: its own database and its own keys in a Redis db, both emptied
// before the run. Only this install's keys are deleted (never FLUSHDB): the Redis db may be shared.
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import Redis from 'ioredis';
import pg from 'pg';

export const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
/** Requires a module of the built api (CommonJS under dist/). */
export const requireBuilt = createRequire(join(ROOT, 'dist', 'main.js'));

export function scratchInstall({ databaseUrl, redisUrl }) {
  const { loadConfig } = requireBuilt('./config/load-config');
  const { installKey } = loadConfig({ DATABASE_URL: databaseUrl, REDIS_URL: redisUrl });
  const { hostname, port, pathname } = new URL(redisUrl);
  return {
    databaseUrl,
    redisUrl,
    installKey,
    /** BullMQ options for a queue of this install, as the app's QueueModule sets them. */
    queueOptions: () => ({
      connection: { host: hostname, port: Number(port || 6379), db: Number(pathname.slice(1) || 0), maxRetriesPerRequest: null },
      prefix: installKey,
    }),
    async reset() {
      await dropDatabase(databaseUrl);
      await deleteKeys(redisUrl, `${installKey}:*`);
    },
  };
}

async function dropDatabase(databaseUrl) {
  const url = new URL(databaseUrl);
  const name = url.pathname.slice(1);
  url.pathname = '/postgres';
  const client = new pg.Client({ connectionString: url.toString() });
  await client.connect();
  try {
    await client.query(`drop database if exists "${name}" with (force)`);
  } finally {
    await client.end();
  }
}

async function deleteKeys(redisUrl, pattern) {
  const redis = new Redis(redisUrl);
  try {
    let cursor = '0';
    do {
      const [next, keys] = await redis.scan(cursor, 'MATCH', pattern, 'COUNT', 1000);
      if (keys.length) await redis.unlink(...keys);
      cursor = next;
    } while (cursor !== '0');
  } finally {
    await redis.quit();
  }
}
