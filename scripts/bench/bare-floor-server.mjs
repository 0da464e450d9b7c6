// The floors under the app's paths: plain Node `http` and `pg`, no framework, no rate limit, no
// validation or view mapping, on a pool the size of the app's.
// GET /track/:code runs the very statement the app sends for GET /api/track/:code and answers the row.
// POST /requests writes the rows an intake writes (the request, its activity entry, its first text and
// its Idempotency-Key) in one transaction and answers the request's id and tracking code.
//
//   DATABASE_URL=… PORT=… POOL_SIZE=10 node scripts/bench/bare-floor-server.mjs
import { createHash, randomBytes } from 'node:crypto';
import { createServer } from 'node:http';
import pg from 'pg';

// The statement the app's RequestViewReader builds for the customer's view (its columns, the provider
// and their latest position joined in), copied from src/modules/request-core/request-view.reader.ts.
const TRACKING_LOOKUP = `select r."id" as "id", r."customer_tracking_id" as "customerTrackingId", r."status" as "status",
  r."request_type" as "requestType", r."created_at" as "createdAt", r."updated_at" as "updatedAt",
  r."phone" as "phone", r."vehicle_year" as "vehicleYear", r."vehicle_make" as "vehicleMake",
  r."vehicle_model" as "vehicleModel", r."vehicle_type" as "vehicleType", r."service_type" as "serviceType",
  r."service_description" as "serviceDescription", r."location_address" as "locationAddress",
  r."destination_address" as "destinationAddress", r."customer_lat" as "customerLat",
  r."customer_lng" as "customerLng", r."destination_lat" as "destinationLat",
  r."destination_lng" as "destinationLng", r."estimated_distance" as "estimatedDistance",
  r."admin_price_cents" as "adminPriceCents", r."admin_counter_offer_cents" as "adminCounterOfferCents",
  r."customer_counter_offer_cents" as "customerCounterOfferCents",
  r."negotiation_round" as "negotiationRound", r."final_price_cents" as "finalPriceCents",
  r."customer_final_decision" as "customerFinalDecision", r."deposit_percentage" as "depositPercentage",
  r."deposit_amount_cents" as "depositAmountCents", r."deposit_paid" as "depositPaid",
  r."deposit_paid_at" as "depositPaidAt", r."payment_status" as "paymentStatus",
  r."provider_eta_minutes" as "providerEtaMinutes", r."provider_eta_at" as "providerEtaAt",
  r."service_completed_at" as "serviceCompletedAt", r."customer_rating" as "customerRating",
  r."customer_review" as "customerReview", p."name" as "provider.name", p."phone" as "provider.phone",
  p."vehicle_info" as "provider.vehicleInfo", pp."lat" as "position.lat", pp."lng" as "position.lng",
  pp."recorded_at" as "position.recordedAt", p.id is not null as "provider.present",
  pp.request_id is not null as "position.present"
from "customer_requests" r
  left join "providers" p on p.id = r."provider_id"
  left join "provider_positions" pp on pp."request_id" = r.id
where r."customer_tracking_id" = $1`;

const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: Number(process.env.POOL_SIZE ?? 10) });

const INSERT_REQUEST = `insert into customer_requests (id, status, request_type, customer_tracking_id, created_at, updated_at,
    phone, vehicle_year, vehicle_make, vehicle_model, vehicle_type, service_type, location_address, use_gps)
  values (gen_random_uuid(), 'pending_admin_review', 'online', $1, now(), now(), $2, $3, $4, $5, $6, $7, $8, $9)
  returning id, customer_tracking_id as "trackingId"`;
const INSERT_ACTIVITY = `insert into request_activity_log (id, request_id, action, user_type, created_at)
  values (gen_random_uuid(), $1, $2, 'customer', now())`;
const INSERT_TEXT = `insert into sms_messages (id, to_phone, body, template, idempotency_key, request_id, created_at, updated_at)
  values (gen_random_uuid(), $1, $2, 'request-received', $3, $4, now(), now())`;
const INSERT_KEY = `insert into intake_idempotency_keys (key_hash, fingerprint, request_id, response, created_at)
  values ($1, $2, $3, $4, now())`;

const server = createServer(async (request, response) => {
  if (request.method === 'POST' && request.url === '/requests') return intake(request, response);
  const match = /^\/track\/([0-9a-zA-Z]{1,16})$/.exec(request.url ?? '');
  if (request.method !== 'GET' || !match) return answer(response, 404, { message: 'Not Found' });
  try {
    const { rows } = await pool.query(TRACKING_LOOKUP, [match[1]]);
    if (rows.length === 0) return answer(response, 404, { message: 'Not Found' });
    answer(response, 200, rows[0]);
  } catch (error) {
    answer(response, 503, { message: error.message });
  }
});

async function intake(request, response) {
  let text = '';
  for await (const chunk of request) text += chunk;
  const body = JSON.parse(text);
  const db = await pool.connect();
  try {
    await db.query('begin');
    const code = randomBytes(6).toString('base64url');
    const { rows } = await db.query(INSERT_REQUEST, [
      code,
      body.phone,
      body.vehicleYear,
      body.vehicleMake,
      body.vehicleModel,
      body.vehicleType,
      body.serviceType,
      body.locationAddress,
      body.useGps,
    ]);
    const created = rows[0];
    await db.query(INSERT_ACTIVITY, [created.id, `Request submitted online (${body.serviceType})`]);
    await db.query(INSERT_TEXT, [body.phone, `We received your request. Track it at /track/${code}`, `request-received:customer:${created.id}:1`, created.id]);
    const key = request.headers['idempotency-key'];
    if (key) await db.query(INSERT_KEY, [sha256(key), sha256(text), created.id, created]);
    await db.query('commit');
    answer(response, 201, created);
  } catch (error) {
    await db.query('rollback').catch(() => undefined);
    answer(response, 503, { message: error.message });
  } finally {
    db.release();
  }
}

const sha256 = (text) => createHash('sha256').update(text).digest('hex');

function answer(response, status, body) {
  const json = JSON.stringify(body);
  response.writeHead(status, { 'content-type': 'application/json; charset=utf-8', 'content-length': Buffer.byteLength(json) });
  response.end(json);
}

server.listen(Number(process.env.PORT), '127.0.0.1', () => process.stdout.write('listening\n'));
process.on('SIGTERM', () => server.close(() => pool.end().then(() => process.exit(0))));
