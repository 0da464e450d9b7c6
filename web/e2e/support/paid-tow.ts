import type { APIRequestContext } from '@playwright/test';
import pg from 'pg';
import type { CheckoutStarted } from '../../../src/contracts/payment-views';
import type { AcceptOfferBody, CreateOnlineRequestBody, ShareLocationBody, TestCardBody } from '../../../src/contracts/request-bodies';
import type { CustomerRequestView } from '../../../src/contracts/request-views';
import { expect, type AdminApi } from './admin-api';
import { DALLAS } from './devices';
import { e2eServerEnv } from './env';

export type Created = CustomerRequestView & { trackingId: string };

/** A towing request from the web form, waiting for its price: its customer's free texts go to the dispatchers' inbox. */
export async function anOpenTow(request: APIRequestContext, phone: string): Promise<Created> {
  const body: CreateOnlineRequestBody = {
    phone,
    vehicleYear: '2016',
    vehicleMake: 'Toyota',
    vehicleModel: 'Tacoma',
    vehicleType: 'Pickup Truck',
    serviceType: 'Towing',
    locationAddress: '2200 Ross Ave, Dallas, TX',
    destinationAddress: '400 S Houston St, Dallas, TX',
    useGps: false,
  };
  const created = await request.post('/api/requests', { data: body });
  expect(created.status()).toBe(201);
  return (await created.json()) as Created;
}

/** A towing request priced, accepted and paid with the test card through the API: ready for a provider. */
export async function aPaidTow(request: APIRequestContext, adminApi: AdminApi, phone: string): Promise<Created> {
  const tow = await anOpenTow(request, phone);
  await adminApi.setPrice(tow.id, 20000);
  const track = (path: string, data: object) => request.post(`/api/track/${tow.trackingId}/${path}`, { data });
  expect((await track('accept', { termsAccepted: true } satisfies AcceptOfferBody)).status()).toBe(200);
  const location: ShareLocationBody = { lat: DALLAS.latitude, lng: DALLAS.longitude, address: '2200 Ross Ave, Dallas, TX' };
  expect((await track('location', location)).ok()).toBe(true);
  const checkout = await track('checkout', {});
  expect(checkout.ok()).toBe(true);
  const { sessionId } = (await checkout.json()) as CheckoutStarted;
  const card: TestCardBody = { cardNumber: '4242 4242 4242 4242', expiry: '12/34', cvc: '123' };
  expect((await request.post(`/api/payments/test-checkout/${sessionId}/pay`, { data: card })).ok()).toBe(true);
  return tow;
}

export /** Moves a completed job's completion back in time, as if the link had lived its 5 minutes. */
async function completedMinutesAgo(requestId: string, minutes: number) {
  const db = new pg.Client({ connectionString: e2eServerEnv.DATABASE_URL });
  await db.connect();
  try {
    await db.query(`update customer_requests set service_completed_at = now() - make_interval(mins => $2) where id = $1`, [requestId, minutes]);
  } finally {
    await db.end();
  }
}

