/** The environment the e2e server starts with; specs import what they need from here. */
import { tmpdir } from 'node:os';
import path from 'node:path';

/** E2E_PORT moves the server, its stand-in (the next port), database and Redis db, so two runs can share a machine. */
export const E2E_PORT = Number(process.env.E2E_PORT ?? 3100);
const RUN_SUFFIX = E2E_PORT === 3100 ? '' : `_${E2E_PORT}`;
export const E2E_BASE_URL = `http://127.0.0.1:${E2E_PORT}`;

export const ADMIN_EMAIL = 'dispatch@example.com';
export const ADMIN_PASSWORD = 'correct-horse-battery';

export const SUPPORT_PHONE = '+12145550123';
export const SUPPORT_PHONE_DISPLAY = '(214) 555-0123';

/**
 * Twilio, pointed at the loopback stand-in scripts/e2e-server.mjs starts (test/support/twilio-stand-in.ts):
 * texts leave through the official SDK, and inbound webhooks are signed with this auth token.
 */
export const TWILIO_STAND_IN_URL = `http://127.0.0.1:${E2E_PORT + 1}`;
export const TWILIO_ACCOUNT_SID = `AC${'e2e'.padStart(32, '0')}`;
export const TWILIO_AUTH_TOKEN = 'e2e-twilio-auth-token-0123456789';
/** Our texting number: what customers text, and the From of every text we send. */
export const TWILIO_FROM = '+14695550100';

export const e2eServerEnv: Record<string, string> = {
  PORT: String(E2E_PORT),
  PUBLIC_URL: E2E_BASE_URL,
  DATABASE_URL: `postgres://postgres@127.0.0.1:5432/roadside_e2e${RUN_SUFFIX}`,
  REDIS_URL: `redis://127.0.0.1:6379/${E2E_PORT === 3100 ? 3 : 4 + (E2E_PORT % 8)}`,
  ADMIN_EMAIL,
  ADMIN_PASSWORD,
  SESSION_SECRET: 'e2e-session-secret-0123456789abcdef',
  SUPPORT_PHONE,
  TWILIO_ACCOUNT_SID,
  TWILIO_AUTH_TOKEN,
  TWILIO_FROM,
  TWILIO_API_URL: TWILIO_STAND_IN_URL,
  // Every browser test's request comes from the one loopback address; the cap itself is tested by the integration tier.
  TEXTS_PER_ADDRESS_PER_HOUR: '500',
  // The providers' photos, kept out of the working tree's var/ (the dev server's).
  FILES_DIR: path.join(tmpdir(), `roadside-e2e-files${RUN_SUFFIX}`),
  NODE_ENV: 'test',
};
