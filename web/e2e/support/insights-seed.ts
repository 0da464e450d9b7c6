import { latLngToCell } from 'h3-js';
import pg from 'pg';

/**
 * A fortnight of requests for the insights page, written straight into the lane's database: two
 * providers, twelve requests across three counties (one with no pickup point), their offers, a refund
 * for a late provider and a tip. Fixed ids and `on conflict do nothing`: a worker restarted after a
 * failure finds the same rows, never a second set. Only finished requests (completed or cancelled), so
 * no sweep of the server changes them under the test, and providers off the roster's active list.
 */

/** Two whole weeks (Monday to Sunday) before the tests run, after the clocks went back: Dallas is UTC−6 throughout. */
export const INSIGHTS_RANGE = { from: '2026-11-02', to: '2026-11-15' } as const;

const PROVIDERS = [
  { id: '1a5e0000-0000-4000-9000-000000000001', name: 'Lone Star Insight Towing', phone: '+12145550701' },
  { id: '1a5e0000-0000-4000-9000-000000000002', name: 'Trinity Insight Roadside', phone: '+12145550702' },
] as const;
export const INSIGHT_PROVIDER_NAMES = PROVIDERS.map((provider) => provider.name);

const PLACES = {
  fortWorth: { lat: 32.7555, lng: -97.3308, county: 'Tarrant' },
  arlington: { lat: 32.7357, lng: -97.1081, county: 'Tarrant' },
  dallas: { lat: 32.7767, lng: -96.797, county: 'Dallas' },
  plano: { lat: 33.0198, lng: -96.6989, county: 'Collin' },
} as const;

type Outcome =
  /** Paid, served and completed; arrived `late` minutes after the promise (negative: early). */
  | { kind: 'completed'; provider: 0 | 1; priceCents: number; late: number; rating: number | null; slip?: boolean; tipCents?: number }
  /** Priced, and the customer turned the price down. */
  | { kind: 'price_rejected' }
  /** Cancelled by the customer before any price. */
  | { kind: 'cancelled_unpriced' }
  /** Paid and assigned, then cancelled because the provider was late, the deposit refunded. */
  | { kind: 'late_provider'; provider: 0 | 1; refundCents: number };

interface SeedRequest {
  day: string;
  /** Dallas time, 24-hour. */
  time: string;
  service: string;
  requestType: 'online' | 'phone' | 'sms';
  place: keyof typeof PLACES | null;
  outcome: Outcome;
}

const REQUESTS: SeedRequest[] = [
  { day: '2026-11-02', time: '08:10', service: 'Towing', requestType: 'online', place: 'fortWorth', outcome: { kind: 'completed', provider: 0, priceCents: 185_00, late: -12, rating: 5 } },
  { day: '2026-11-03', time: '14:25', service: 'Jump Start', requestType: 'phone', place: 'arlington', outcome: { kind: 'completed', provider: 1, priceCents: 95_00, late: 7, rating: 4, slip: true } },
  { day: '2026-11-04', time: '20:40', service: 'Towing', requestType: 'online', place: 'arlington', outcome: { kind: 'completed', provider: 0, priceCents: 210_00, late: 2, rating: 5, tipCents: 20_00 } },
  { day: '2026-11-05', time: '09:05', service: 'Towing', requestType: 'sms', place: 'fortWorth', outcome: { kind: 'price_rejected' } },
  { day: '2026-11-06', time: '17:30', service: 'Towing', requestType: 'online', place: 'arlington', outcome: { kind: 'late_provider', provider: 1, refundCents: 27_75 } },
  { day: '2026-11-09', time: '08:45', service: 'Lockout Service', requestType: 'online', place: 'dallas', outcome: { kind: 'completed', provider: 1, priceCents: 80_00, late: 15, rating: 3, slip: true } },
  { day: '2026-11-10', time: '02:15', service: 'Jump Start', requestType: 'phone', place: 'dallas', outcome: { kind: 'completed', provider: 0, priceCents: 90_00, late: -3, rating: null } },
  { day: '2026-11-11', time: '14:50', service: 'Towing', requestType: 'online', place: 'dallas', outcome: { kind: 'completed', provider: 0, priceCents: 195_00, late: 25, rating: 4 } },
  { day: '2026-11-12', time: '11:20', service: 'Towing', requestType: 'online', place: 'dallas', outcome: { kind: 'cancelled_unpriced' } },
  { day: '2026-11-13', time: '20:05', service: 'Towing', requestType: 'online', place: 'plano', outcome: { kind: 'completed', provider: 1, priceCents: 240_00, late: 40, rating: 2 } },
  { day: '2026-11-14', time: '23:35', service: 'Jump Start', requestType: 'sms', place: 'plano', outcome: { kind: 'price_rejected' } },
  { day: '2026-11-15', time: '08:55', service: 'Tire Change', requestType: 'phone', place: null, outcome: { kind: 'completed', provider: 0, priceCents: 110_00, late: -6, rating: 5 } },
];

/** What the page should say of the seed, worked out from it here rather than written twice. */
export const SEEDED = {
  requests: REQUESTS.length,
  tarrantRequests: REQUESTS.filter((request) => request.place && PLACES[request.place].county === 'Tarrant').length,
  completed: REQUESTS.filter((request) => request.outcome.kind === 'completed').length,
  paid: REQUESTS.filter((request) => request.outcome.kind === 'completed' || request.outcome.kind === 'late_provider').length,
  unmapped: REQUESTS.filter((request) => request.place === null).length,
  lateRefundCents: REQUESTS.reduce((sum, request) => sum + (request.outcome.kind === 'late_provider' ? request.outcome.refundCents : 0), 0),
  tipsCents: REQUESTS.reduce((sum, request) => sum + (request.outcome.kind === 'completed' ? (request.outcome.tipCents ?? 0) : 0), 0),
  revenueCents: REQUESTS.reduce((sum, request) => sum + (request.outcome.kind === 'completed' ? request.outcome.priceCents : 0), 0),
};

const MINUTE = 60_000;
const id = (group: string, index: number) => `1a5e0000-0000-4000-${group}-${String(index + 1).padStart(12, '0')}`;
const at = (base: Date, minutes: number) => new Date(base.getTime() + minutes * MINUTE);

export async function seedInsights(connectionString: string): Promise<void> {
  const db = new pg.Client({ connectionString });
  await db.connect();
  try {
    for (const provider of PROVIDERS) {
      await db.query(
        `insert into providers (id, name, phone, active, created_at, updated_at, services)
         values ($1, $2, $3, false, '2026-10-01T12:00:00Z', '2026-10-01T12:00:00Z', '{Towing,"Jump Start"}')
         on conflict (id) do nothing`,
        [provider.id, provider.name, provider.phone],
      );
    }
    for (const [index, request] of REQUESTS.entries()) await insertRequest(db, request, index);
  } finally {
    await db.end();
  }
}

async function insertRequest(db: pg.Client, request: SeedRequest, index: number): Promise<void> {
  const created = new Date(`${request.day}T${request.time}:00-06:00`);
  const place = request.place ? PLACES[request.place] : null;
  const { outcome } = request;
  const priced = outcome.kind === 'cancelled_unpriced' ? null : at(created, 6);
  const paid = outcome.kind === 'completed' || outcome.kind === 'late_provider' ? at(created, 14) : null;
  const assigned = paid && at(paid, 4);
  const promised = paid && at(paid, 45);
  const arrived = outcome.kind === 'completed' && promised ? at(promised, outcome.late) : null;
  const completed = arrived && at(arrived, 35);
  const provider = outcome.kind === 'completed' || outcome.kind === 'late_provider' ? PROVIDERS[outcome.provider].id : null;
  const closed = completed ?? (outcome.kind === 'late_provider' && promised ? at(promised, 20) : at(created, 30));
  const columns = {
    id: id('8000', index),
    status: outcome.kind === 'completed' ? 'completed' : 'cancelled',
    request_type: request.requestType,
    created_at: created,
    updated_at: closed,
    phone: '+12145550190',
    service_type: request.service,
    vehicle_year: 2019,
    vehicle_make: 'Kia',
    vehicle_model: 'Soul',
    customer_lat: place?.lat ?? null,
    customer_lng: place?.lng ?? null,
    county: place?.county ?? null,
    area_cell: place ? latLngToCell(place.lat, place.lng, 6) : null,
    priced_at: priced,
    accepted_at: paid && at(paid, -2),
    deposit_paid: paid !== null,
    deposit_paid_at: paid,
    assigned_at: assigned,
    arrived_at: arrived,
    service_completed_at: completed,
    promised_arrival_at: promised,
    slip_texted_at: outcome.kind === 'completed' && outcome.slip && promised ? at(promised, -10) : null,
    final_price_cents: outcome.kind === 'completed' ? outcome.priceCents : null,
    customer_rating: outcome.kind === 'completed' ? outcome.rating : null,
    provider_id: provider,
    cancellation_cause: outcome.kind === 'late_provider' ? 'late_provider' : outcome.kind === 'cancelled_unpriced' ? 'customer' : null,
    closed_action: outcome.kind === 'price_rejected' ? 'reject_final_offer' : null,
  };
  const names = Object.keys(columns);
  await db.query(
    `insert into customer_requests (${names.join(', ')}) values (${names.map((_, n) => `$${n + 1}`).join(', ')}) on conflict (id) do nothing`,
    Object.values(columns),
  );

  if (paid && provider) {
    // The other provider declined first; the one who took the job accepted a minute and a half after it was sent.
    const other = PROVIDERS.find((candidate) => candidate.id !== provider)!.id;
    const offers = [
      { provider: other, status: 'declined', sent: at(paid, 1), answered: at(paid, 3) },
      { provider, status: 'accepted', sent: at(paid, 3), answered: at(paid, 4.5) },
    ];
    for (const [n, offer] of offers.entries()) {
      await db.query(
        `insert into offers (id, request_id, provider_id, code, job_number, status, source, sent_at, expires_at, answered_at)
         values ($1, $2, $3, $4, $5, $6, 'single', $7, $8, $9) on conflict (id) do nothing`,
        [id(n === 0 ? 'a000' : 'a001', index), columns.id, offer.provider, `insights-e2e-${index}-${n}`, String(7000 + index * 2 + n), offer.status, offer.sent, at(offer.sent, 5), offer.answered],
      );
    }
  }
  const movements = [
    outcome.kind === 'late_provider' && { kind: 'refund', cents: outcome.refundCents, when: closed },
    outcome.kind === 'completed' && outcome.tipCents && { kind: 'tip', cents: outcome.tipCents, when: completed ?? closed },
  ].filter((movement): movement is { kind: string; cents: number; when: Date } => Boolean(movement));
  for (const movement of movements) {
    await db.query(
      `insert into ledger_entries (id, request_id, payment_id, kind, amount_cents, provider_id, created_at)
       values ($1, $2, $3, $4, $5, $6, $7) on conflict (id) do nothing`,
      [id('b000', index), columns.id, id('c000', index), movement.kind, movement.cents, movement.kind === 'tip' ? provider : null, movement.when],
    );
  }
}
