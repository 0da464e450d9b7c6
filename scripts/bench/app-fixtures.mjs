// What the measured paths need before the load starts: a signed-in admin, jobs with a provider on
// them (reached through the app's own API, deposit paid with the built-in test checkout), and
// requests waiting for a price.
import { generate } from 'otplib';
import pg from 'pg';

/** Setup calls come from addresses of their own, far from those the loads use. */
let setupAddress = 0;
const nextSetupAddress = () => `192.168.${(setupAddress >> 8) & 255}.${setupAddress++ & 255}`;

export function appClient(base) {
  async function call(method, path, { body, cookie, expect = 200 } = {}) {
    const response = await fetch(`${base}${path}`, {
      method,
      headers: {
        // The server refuses a JSON content type with no body at all.
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        'x-forwarded-for': nextSetupAddress(),
        ...(method === 'GET' ? {} : { origin: base }),
        ...(cookie ? { cookie } : {}),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    if (response.status !== expect) {
      throw new Error(`${method} ${path} answered ${response.status} (expected ${expect}): ${(await response.text()).slice(0, 300)}`);
    }
    return response;
  }
  const json = async (...args) => {
    const response = await call(...args);
    return response.status === 204 ? null : response.json();
  };
  return { call, json };
}

/**
 * The admin session cookie, as the browser would send it back. The production build asks an owner
 * without a second factor to set one up first: the bench's fresh owner sets up an authenticator app
 * and answers with its code, as a person would.
 */
export async function signIn(base, email, password) {
  const { call, json } = appClient(base);
  const response = await call('POST', '/api/admin/session', { body: { email, password } });
  const cookie = response.headers.getSetCookie().find((line) => line.startsWith('roadside.sid='));
  if (!cookie) throw new Error('signing in set no session cookie');
  const session = cookie.split(';')[0];
  const { next } = await response.json();
  if (next === 'second_factor') throw new Error('the bench owner already has a second factor: start from a fresh install');
  if (next === 'set_up_factor') {
    const { totpKey } = await json('POST', '/api/admin/me/authenticator', { cookie: session });
    await json('PUT', '/api/admin/me/authenticator', { cookie: session, body: { code: await generate({ secret: totpKey.replace(/ /g, '') }) } });
  }
  return session;
}

/**
 * A tow taken the whole way a customer and a dispatcher take it: asked for, priced, accepted,
 * located, deposit paid, provider assigned. Answers its tracking code and its job code.
 */
export async function assignedJob(base, adminCookie, index) {
  const { json } = appClient(base);
  const last4 = String(index % 10_000).padStart(4, '0');
  const created = await json('POST', '/api/requests', {
    expect: 201,
    body: {
      phone: `(469) 555-${last4}`,
      vehicleYear: '2016',
      vehicleMake: 'Toyota',
      vehicleModel: 'Tacoma',
      vehicleType: 'Pickup Truck',
      serviceType: 'Towing',
      locationAddress: '2200 Ross Ave, Dallas, TX',
      destinationAddress: '400 S Houston St, Dallas, TX',
      useGps: false,
    },
  });
  const track = `/api/track/${created.trackingId}`;
  await json('POST', `/api/admin/requests/${created.id}/price`, { cookie: adminCookie, body: { priceCents: 20_000 }, expect: 204 });
  await json('POST', `${track}/accept`, { body: { termsAccepted: true } });
  await json('POST', `${track}/location`, { body: { lat: 32.7876, lng: -96.7994, address: '2200 Ross Ave, Dallas, TX' } });
  const { sessionId } = await json('POST', `${track}/checkout`, { body: {} });
  await json('POST', `/api/payments/test-checkout/${sessionId}/pay`, {
    body: { cardNumber: '4242 4242 4242 4242', expiry: '12/34', cvc: '123' },
  });
  const assignment = await json('POST', `/api/admin/requests/${created.id}/provider`, {
    cookie: adminCookie,
    body: { name: 'Rosa Diaz', phone: `(972) 555-${last4}` },
  });
  return { trackingId: assignment.trackingId, jobId: assignment.providerJobId };
}

/**
 * `count` new requests waiting for a price, shaped like the public form's, for the price-set load:
 * a price is set once per request, and making tens of thousands through the intake would take
 * longer than the bench itself, so they are inserted here in one statement.
 */
export async function requestsAwaitingPrice(databaseUrl, count) {
  const db = new pg.Client({ connectionString: databaseUrl });
  await db.connect();
  try {
    const { rows } = await db.query(
      `insert into customer_requests (id, status, request_type, customer_tracking_id, created_at, updated_at, phone,
         vehicle_year, vehicle_make, vehicle_model, vehicle_type, service_type, location_address, use_gps)
       select gen_random_uuid(), 'pending_admin_review', 'online', 'pr' || lpad(to_hex(n), 6, '0'), now(), now(),
         '+1817' || (200 + (n / 10000) % 800) || lpad((n % 10000)::text, 4, '0'),
         2018, 'Ford', 'F-150', 'Pickup Truck', 'Jump Start', '1500 Marilla St, Dallas, TX', false
       from generate_series(1, $1) as n
       returning id`,
      [count],
    );
    return rows.map((row) => row.id);
  } finally {
    await db.end();
  }
}

/** The public form's body for a jump start in Dallas from `phone`, as the loads send it. */
export function intakeBody(phone) {
  return {
    phone,
    vehicleYear: '2018',
    vehicleMake: 'Ford',
    vehicleModel: 'F-150',
    vehicleType: 'Pickup Truck',
    serviceType: 'Jump Start',
    locationAddress: '1500 Marilla St, Dallas, TX',
    useGps: false,
  };
}
