import { EntityManager } from '@mikro-orm/postgresql';
import request from 'supertest';
import { CustomerRequest } from '../../src/modules/requests/entities/customer-request.entity';
import { adminCookie } from '../support/admin';
import { resetDatabase } from '../support/database';
import { aRequest } from '../support/factories';
import { resetRedisCounters } from '../support/redis';
import { createTestApp, TestApp } from '../support/test-app';

describe('Racing pricing writes', () => {
  let testApp: TestApp;
  const http = () => request(testApp.app.getHttpServer());
  const em = () => testApp.app.get(EntityManager);

  beforeAll(async () => {
    testApp = await createTestApp();
  });

  beforeEach(async () => {
    await resetDatabase(testApp.orm);
    await resetRedisCounters();
  });

  afterAll(async () => {
    await testApp.close();
  });

  it('of 50 concurrent counter-offers exactly one wins; the rest are told the counter-offer is used', async () => {
    const stored = await aRequest(em(), { status: 'admin_priced', adminPriceCents: 20000 });
    const amounts = Array.from({ length: 50 }, (_, i) => 100 + i);
    const responses = await Promise.all(
      amounts.map((amount) =>
        http().post(`/api/track/${stored.customerTrackingId}/counter-offer`).send({ amount: String(amount) }),
      ),
    );

    const winners = responses.filter((response) => response.status === 200);
    const losers = responses.filter((response) => response.status !== 200);
    expect(winners).toHaveLength(1);
    expect(losers.map((response) => [response.status, response.body.title, response.body.message])).toEqual(
      Array(49).fill([409, 'Counter-Offer Already Used', 'You can only make one counter-offer per request.']),
    );
    const saved = await em().fork().findOneOrFail(CustomerRequest, stored.id);
    expect(saved.customerCounterOfferCents).toBe(winners[0].body.customerCounterOfferCents);
    expect(saved.status).toBe('negotiating');
  });

  it('of a concurrent accept and reject of the final offer exactly one wins', async () => {
    const stored = await aRequest(em(), {
      status: 'negotiating',
      adminPriceCents: 12500,
      customerCounterOfferCents: 10000,
      adminCounterOfferCents: 11000,
      negotiationRound: 2,
    });
    const [accept, reject] = await Promise.all([
      http().post(`/api/track/${stored.customerTrackingId}/accept`).send({ termsAccepted: true }),
      http().post(`/api/track/${stored.customerTrackingId}/reject`).send({}),
    ]);
    expect([accept.status, reject.status].sort()).toEqual([200, 409]);
    const saved = await em().fork().findOneOrFail(CustomerRequest, stored.id);
    expect(saved.status).toBe(accept.status === 200 ? 'approved' : 'cancelled');
  });

  it('of a concurrent admin accept and reject of the counter-offer exactly one wins', async () => {
    const stored = await aRequest(em(), {
      status: 'negotiating',
      adminPriceCents: 12500,
      customerCounterOfferCents: 10000,
      negotiationRound: 0,
    });
    const cookie = await adminCookie(testApp.app);
    const [accept, reject] = await Promise.all([
      http().post(`/api/admin/requests/${stored.id}/counter-offer/accept`).set('Cookie', cookie),
      http().post(`/api/admin/requests/${stored.id}/counter-offer/reject`).set('Cookie', cookie),
    ]);
    expect([accept.status, reject.status].sort()).toEqual([204, 409]);
    const saved = await em().fork().findOneOrFail(CustomerRequest, stored.id);
    expect(saved.status).toBe(accept.status === 204 ? 'approved' : 'cancelled');
  });
});
