import { MikroORM } from '@mikro-orm/postgresql';

/** Empties every table, so each test starts from nothing. Admin users are kept (created at start). */
export async function resetDatabase(orm: MikroORM): Promise<void> {
  await orm.em
    .getConnection()
    .execute(
      'truncate table customer_requests, request_activity_log, sms_messages, sms_opt_outs, sms_pending_statuses, payments, payment_events, provider_positions, providers restart identity cascade',
    );
}
