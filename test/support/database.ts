import { MikroORM } from '@mikro-orm/postgresql';
import { Client } from 'pg';

/** Empties every table, so each test starts from nothing. Admin users are kept (created at start). */
export async function resetDatabase(orm: MikroORM): Promise<void> {
  await orm.em
    .getConnection()
    .execute(
      'truncate table customer_requests, request_activity_log, sms_messages, sms_opt_outs, sms_pending_statuses, payments, payment_events, provider_positions, providers, offers, auto_dispatches, dispatch_settings, job_photos, extra_charges, receipts, provider_applications, provider_documents, provider_network_events, sms_intakes, rate_cards restart identity cascade',
    );
}

/** Drops the database a URL names, connected through the server's `postgres` database. */
export async function dropDatabase(databaseUrl: string): Promise<void> {
  const url = new URL(databaseUrl);
  const name = url.pathname.slice(1);
  url.pathname = '/postgres';
  const client = new Client({ connectionString: url.toString() });
  await client.connect();
  try {
    await client.query(`drop database if exists "${name}" with (force)`);
  } finally {
    await client.end();
  }
}
