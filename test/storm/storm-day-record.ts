import type { StormDayRecord } from './invariants';

/** What the day's clients and stand-ins recorded: the parts of the record the database does not hold. */
export type OutsideRecords = Pick<StormDayRecord, 'textsReceived' | 'depositCharges' | 'trackers' | 'livePositions' | 'outages'>;

/** A database to read rows from (a `pg` client, or an adapter over the ORM's connection), each query's rows typed by its caller. */
export type RowReader = { query<Row extends object>(sql: string): Promise<{ rows: Row[] }> };

type RowOf<Field extends keyof StormDayRecord> = StormDayRecord[Field][number];

/** The day as the database holds it after the storm, with what the clients and stand-ins recorded. */
export async function readStormDay(db: RowReader, outside: OutsideRecords): Promise<StormDayRecord> {
  const [requests, moves, texts, offers] = await Promise.all([
    db.query<RowOf<'requests'>>(`select id, customer_tracking_id as "trackingId", status, deposit_paid as "depositPaid", payment_status as "paymentStatus",
                     provider_id as "providerId", no_provider_asked_at is not null as "toldStillWaiting"
                from customer_requests`),
    db.query<RowOf<'moves'>>(`select request_id as "requestId", from_status as "fromStatus", to_status as "toStatus"
                from request_activity_log where to_status is not null order by created_at, id`),
    db.query<RowOf<'texts'>>(`select id, request_id as "requestId", idempotency_key as "idempotencyKey", status, last_error as "lastError"
                from sms_messages where direction = 'outbound'`),
    db.query<RowOf<'offers'>>(`select id, request_id as "requestId", provider_id as "providerId", status from offers`),
  ]);
  return { requests: requests.rows, moves: moves.rows, texts: texts.rows, offers: offers.rows, ...outside };
}
