import { EntityManager } from '@mikro-orm/postgresql';
import request from 'supertest';
import { resetDatabase } from '../support/database';
import { aRequest } from '../support/factories';
import { resetRedisCounters } from '../support/redis';
import { createTestApp, ManualClock, TestApp } from '../support/test-app';

const ADMIN_ONLY_FIELDS = ['email', 'phone', 'providerJobId', 'providerEmail', 'paymentLinkId', 'version', 'activity', 'messages'];

describe('GET /api/track/:trackingId', () => {
  let testApp: TestApp;
  const clock = new ManualClock();
  const get = (code: string) => request(testApp.app.getHttpServer()).get(`/api/track/${code}`);
  const em = () => testApp.app.get(EntityManager);

  beforeAll(async () => {
    testApp = await createTestApp({ clock });
  });

  beforeEach(async () => {
    await resetDatabase(testApp.orm);
    await resetRedisCounters();
    clock.set(new Date('2026-11-23T12:00:00Z'));
  });

  afterAll(async () => {
    await testApp.close();
  });

  it('answers the customer view of the request', async () => {
    const stored = await aRequest(em(), { phone: '+12145550188', adminPriceCents: 12500, status: 'admin_priced' });
    const response = await get(stored.customerTrackingId!).expect(200);
    expect(response.body).toMatchObject({
      id: stored.id,
      trackingId: stored.customerTrackingId,
      status: 'admin_priced',
      adminPriceCents: 12500,
      phoneMasked: '(•••) •••-0188',
      provider: null,
      linkExpiresAt: null,
    });
  });

  it('carries no admin-only fields', async () => {
    const stored = await aRequest(em(), {
      status: 'provider_assigned',
      providerName: 'Lone Star Towing',
      providerPhone: '+19725550100',
      providerEmail: 'dispatch@lonestar.example',
      providerJobId: 'JOB123ABC',
      paymentLinkId: 'cs_test_123',
    });
    const response = await get(stored.customerTrackingId!).expect(200);
    for (const field of ADMIN_ONLY_FIELDS) expect(response.body).not.toHaveProperty(field);
    expect(JSON.stringify(response.body)).not.toContain('JOB123ABC');
    expect(JSON.stringify(response.body)).not.toContain('lonestar.example');
    expect(response.body.provider).toEqual({
      name: 'Lone Star Towing',
      phone: '+19725550100',
      vehicleInfo: null,
      lat: null,
      lng: null,
      lastLocationUpdate: null,
    });
  });

  it('answers 404 for a code that does not exist, and for one of the wrong shape', async () => {
    const unknown = await get('zzzzzzzz').expect(404);
    expect(unknown.body.message).toBe('This tracking ID does not exist or has expired.');
    await get('not-a-code!').expect(404);
  });

  it('answers until 5 minutes after completion, then 410', async () => {
    const stored = await aRequest(em(), { status: 'completed', serviceCompletedAt: clock.now() });
    clock.advance(5 * 60_000 - 1);
    const open = await get(stored.customerTrackingId!).expect(200);
    expect(open.body.linkExpiresAt).toBe('2026-11-23T12:05:00.000Z');
    clock.advance(1);
    const expired = await get(stored.customerTrackingId!).expect(410);
    expect(expired.body.message).toBe(
      'This tracking link has expired. Customer tracking links expire 5 minutes after service completion.',
    );
  });

  it('slows down guessing: 10 unknown codes a minute, then 429 with Retry-After', async () => {
    for (let i = 0; i < 10; i++) await get(`zzzzzzz${i}`).expect(404);
    const stored = await aRequest(em());
    const response = await get(stored.customerTrackingId!).expect(429);
    expect(response.body.message).toMatch(/^Too many lookups from your connection\. Please try again in \d+ seconds?\.$/);
    expect(Number(response.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('counts parallel guesses before answering them, so none slip past the budget', async () => {
    const responses = await Promise.all(Array.from({ length: 40 }, (_, i) => get(`yyyyyy${String(i).padStart(2, '0')}`)));
    const statuses = responses.map((response) => response.status);
    expect(statuses.filter((status) => status === 404)).toHaveLength(10);
    expect(statuses.filter((status) => status === 429)).toHaveLength(30);
  });

  it('ignores a forged X-Forwarded-For when no proxy is trusted', async () => {
    for (let i = 0; i < 10; i++) {
      await get(`xxxxxxx${i}`).set('X-Forwarded-For', `203.0.113.${i}`).expect(404);
    }
    await get('xxxxxxxz').set('X-Forwarded-For', '198.51.100.7').expect(429);
  });

  it('allows many lookups of a real code before limiting them', async () => {
    const stored = await aRequest(em());
    for (let i = 0; i < 30; i++) await get(stored.customerTrackingId!).expect(200);
  });
});
