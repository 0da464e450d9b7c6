import { DeadlockException, MikroORM } from '@mikro-orm/postgresql';
import { execFileSync } from 'node:child_process';
import { join } from 'node:path';
import { Client } from 'pg';
import { TEST_ENV } from '../test-env';

const TRUNCATE_ALL =
  'truncate table customer_requests, request_activity_log, sms_messages, sms_opt_outs, sms_pending_statuses, payments, payment_events, provider_positions, providers, offers, auto_dispatches, dispatch_settings, job_photos, extra_charges, receipts, provider_applications, provider_documents, provider_network_events, sms_intakes, rate_cards, staff_invitations, staff_security_events, staff_passkeys, staff_recovery_codes, staff_policies, ledger_entries, business_accounts, partner_api_keys, partner_webhook_endpoints, partner_webhook_deliveries, account_invoices, account_charges, archived_request_facts, archived_offer_facts restart identity cascade';

/** The staff: only the first owner (made at start from ADMIN_EMAIL), as they were made. */
const STAFF_RESET =
  `delete from staff_members where email <> '${TEST_ENV.ADMIN_EMAIL}'; ` +
  `update staff_members set role = 'owner', deactivated_at = null, totp_secret = null, totp_last_step = null, factor_version = 0 where email = '${TEST_ENV.ADMIN_EMAIL}'`;

/**
 * Empties every table, so each test starts from nothing. The first owner is kept (created at start).
 * A job of the previous test still finishing can take its row locks in the other order: PostgreSQL
 * then aborts one side, and the truncate is tried again.
 */
export async function resetDatabase(orm: MikroORM): Promise<void> {
  for (let attempt = 1; ; attempt++) {
    try {
      // Through the entity manager: its driver turns PostgreSQL's error into DeadlockException (the
      // connection's own execute passes pg's error on as it is, which the retry never recognised).
      await orm.em.execute(TRUNCATE_ALL);
      await orm.em.execute(STAFF_RESET);
      return;
    } catch (error) {
      if (!(error instanceof DeadlockException) || attempt >= 3) throw error;
    }
  }
}

/** Drops the database a URL names, connected through the server's `postgres` database. */
export function dropDatabase(databaseUrl: string): Promise<void> {
  return onServerOf(databaseUrl, (client, name) => client.query(`drop database if exists "${name}" with (force)`));
}

/** Creates the database `copyUrl` names as a copy of `databaseUrl`'s (which nothing may be connected to). */
export function copyDatabase(databaseUrl: string, copyUrl: string): Promise<void> {
  const source = databaseName(databaseUrl);
  return onServerOf(copyUrl, (client, name) => client.query(`create database "${name}" template "${source}"`));
}

/** In a process of its own: MikroORM keeps its metadata on globalThis, which must not leak into the test sandboxes. */
export function migrateTestDatabase(databaseUrl: string): void {
  execFileSync(process.execPath, ['--import', 'tsx', join(__dirname, 'migrate-test-database.ts'), databaseUrl], {
    stdio: ['ignore', 'ignore', 'inherit'],
  });
}

const databaseName = (databaseUrl: string) => new URL(databaseUrl).pathname.slice(1);

async function onServerOf(databaseUrl: string, run: (client: Client, name: string) => Promise<unknown>): Promise<void> {
  const url = new URL(databaseUrl);
  url.pathname = '/postgres';
  const client = new Client({ connectionString: url.toString() });
  await client.connect();
  try {
    await run(client, databaseName(databaseUrl));
  } finally {
    await client.end();
  }
}
