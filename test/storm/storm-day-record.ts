import type { StormDayRecord } from './invariants';

/** What the day's clients and stand-ins recorded: the parts of the record the database does not hold. */
export type OutsideRecords = Pick<StormDayRecord, 'textsReceived' | 'depositCharges' | 'trackers' | 'livePositions' | 'outages'>;

/** A database to read rows from (a `pg` client, or an adapter over the ORM's connection). */
export type RowReader = { query(sql: string): Promise<{ rows: never[] }> };

/** The day as the database holds it after the storm, with what the clients and stand-ins recorded. */
export async function readStormDay(db: RowReader, outside: OutsideRecords): Promise<StormDayRecord> {
  const [requests, moves, texts, offers] = await Promise.all([
    db.query(`select id, customer_tracking_id as "trackingId", status, deposit_paid as "depositPaid", payment_status as "paymentStatus",
                     provider_id as "providerId", no_provider_asked_at is not null as "toldStillWaiting"
                from customer_requests`),
    db.query(`select request_id as "requestId", from_status as "fromStatus", to_status as "toStatus"
                from request_activity_log where to_status is not null order by created_at, id`),
    db.query(`select id, request_id as "requestId", idempotency_key as "idempotencyKey", status, last_error as "lastError"
                from sms_messages where direction = 'outbound'`),
    db.query(`select id, request_id as "requestId", provider_id as "providerId", status from offers`),
  ]);
  return { requests: requests.rows, moves: moves.rows, texts: texts.rows, offers: offers.rows, ...outside };
}
