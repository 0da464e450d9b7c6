/** The environment the e2e servers start with; specs import what they need from here. */
import { tmpdir } from 'node:os';
import path from 'node:path';

/**
 * One server per Playwright worker (a lane), each with its own database, Twilio stand-in, signed-in admin
 * and rate-limit budgets: specs count the board, the inbox and the on-duty roster, which another worker's
 * specs would change under them, and every spec calls from the one loopback address, whose per-minute
 * budgets two workers on one server would share. E2E_LANES is the number of lanes and of workers.
 */
export const E2E_LANES = Number(process.env.E2E_LANES ?? 2);
const FIRST_PORT = Number(process.env.E2E_PORT ?? 3100);
/** This worker's lane: Playwright numbers the workers running at once from 0; outside a worker (the runner), lane 0. */
export const E2E_LANE = Number(process.env.TEST_PARALLEL_INDEX ?? 0);
if (E2E_LANE >= E2E_LANES) throw new Error(`Worker ${E2E_LANE} has no lane: set E2E_LANES (now ${E2E_LANES}) instead of --workers`);

/** E2E_PORT moves the first lane's server and its stand-in (the next port); lane n is 2n ports on. */
export const lanePort = (lane: number) => FIRST_PORT + 2 * lane;
/** Names the lane's database, files and signed-in state; the first lane of the default port keeps the plain names. */
export const laneSuffix = (lane: number) => (lanePort(lane) === 3100 ? '' : `_${lanePort(lane)}`);
export const laneBaseUrl = (lane: number) => `http://127.0.0.1:${lanePort(lane)}`;

export const E2E_PORT = lanePort(E2E_LANE);
export const E2E_BASE_URL = laneBaseUrl(E2E_LANE);

export const ADMIN_EMAIL = 'dispatch@example.com';
export const ADMIN_PASSWORD = 'correct-horse-battery';

export const SUPPORT_PHONE = '+12145550123';
export const SUPPORT_PHONE_DISPLAY = '(214) 555-0123';

/**
 * Twilio, pointed at the loopback stand-in scripts/e2e-server.mjs starts (test/support/twilio-stand-in.ts):
 * texts leave through the official SDK, and inbound webhooks are signed with this auth token.
 */
const standInUrl = (lane: number) => `http://127.0.0.1:${lanePort(lane) + 1}`;
export const TWILIO_STAND_IN_URL = standInUrl(E2E_LANE);
export const TWILIO_ACCOUNT_SID = `AC${'e2e'.padStart(32, '0')}`;
export const TWILIO_AUTH_TOKEN = 'e2e-twilio-auth-token-0123456789';
/** Our texting number: what customers text, and the From of every text we send. */
export const TWILIO_FROM = '+14695550100';

/**
 * The lanes of a run share the Redis db E2E_PORT picks: each lane's keys start with its own
 * INSTALL_KEY, as two installs on one Redis do, and its server clears only those at start.
 */
const REDIS_DB = FIRST_PORT === 3100 ? 3 : 4 + (FIRST_PORT % 8);

export function laneServerEnv(lane: number): Record<string, string> {
  const suffix = laneSuffix(lane);
  return {
    PORT: String(lanePort(lane)),
    PUBLIC_URL: laneBaseUrl(lane),
    DATABASE_URL: `postgres://postgres@127.0.0.1:5432/roadside_e2e${suffix}`,
    REDIS_URL: `redis://127.0.0.1:6379/${REDIS_DB}`,
    INSTALL_KEY: `roadside-e2e-${lanePort(lane)}`,
    ADMIN_EMAIL,
    ADMIN_PASSWORD,
    // The shared first owner signs in with the password alone; the staff specs give their own people factors.
    STAFF_SECOND_FACTOR: 'optional',
    // Browsers refuse passkeys on an IP address: the passkey journey opens the lane's pages as localhost.
    PASSKEY_RP_ID: 'localhost',
    CORS_ORIGINS: `http://localhost:${lanePort(lane)}`,
    SESSION_SECRET: 'e2e-session-secret-0123456789abcdef',
    SUPPORT_PHONE,
    TWILIO_ACCOUNT_SID,
    TWILIO_AUTH_TOKEN,
    TWILIO_FROM,
    TWILIO_API_URL: standInUrl(lane),
    // Every browser test's request comes from the one loopback address; the cap itself is tested by the integration tier.
    TEXTS_PER_ADDRESS_PER_HOUR: '500',
    // The providers' photos, kept out of the working tree's var/ (the dev server's).
    FILES_DIR: path.join(tmpdir(), `roadside-e2e-files${suffix}`),
    NODE_ENV: 'test',
  };
}

/** This worker's lane's server. */
export const e2eServerEnv = laneServerEnv(E2E_LANE);
