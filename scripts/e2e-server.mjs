// Starts the built app on a freshly emptied database and Redis db (or, with INSTALL_KEY set, the install's keys
// in it): for the browser tests and the benches.
// With TWILIO_API_URL set it first starts the loopback Twilio stand-in that URL points at (texts are
// "sent" there; specs ask it what it got).
import pg from 'pg';
import Redis from 'ioredis';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const database = new URL(process.env.DATABASE_URL);
const name = database.pathname.slice(1);
database.pathname = '/postgres';
const client = new pg.Client({ connectionString: database.toString() });
await client.connect();
await client.query(`drop database if exists "${name}" with (force)`);
await client.end();

const redis = new Redis(process.env.REDIS_URL);
if (process.env.INSTALL_KEY) {
  // The browser tests' lanes share a Redis db, each its own install: only this install's keys go.
  for await (const keys of redis.scanStream({ match: `${process.env.INSTALL_KEY}:*`, count: 1000 })) {
    if (keys.length > 0) await redis.unlink(...keys);
  }
} else {
  await redis.flushdb();
}
await redis.quit();

if (process.env.TWILIO_API_URL) {
  // The integration tests' stand-in, in TypeScript: this script then runs under `node --import tsx`.
  const { TwilioStandIn } = await import('../test/support/twilio-stand-in.ts');
  const credentials = { accountSid: process.env.TWILIO_ACCOUNT_SID, authToken: process.env.TWILIO_AUTH_TOKEN };
  await new TwilioStandIn(credentials).start(Number(new URL(process.env.TWILIO_API_URL).port));
}

await import(join(root, 'dist', 'main.js'));
