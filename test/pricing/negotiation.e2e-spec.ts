import { EntityManager } from '@mikro-orm/postgresql';
import request from 'supertest';
import { SmsMessage } from '../../src/modules/notifications/entities/sms-message.entity';
import { ActivityLogEntry } from '../../src/modules/requests/entities/activity-log-entry.entity';
import { CustomerRequest } from '../../src/modules/requests/entities/customer-request.entity';
import { adminCookie } from '../support/admin';
import { resetDatabase } from '../support/database';
import { aRequest } from '../support/factories';
import { resetRedisCounters } from '../support/redis';
import { createTestApp, TestApp } from '../support/test-app';

describe('Pricing and negotiation', () => {
  let testApp: TestApp;
  let cookie: string;
  const http = () => request(testApp.app.getHttpServer());
  const em = () => testApp.app.get(EntityManager);
  const reload = (id: string) => em().fork().findOneOrFail(CustomerRequest, id);
  const texts = async (id: string) =>
    (await em().fork().find(SmsMessage, { request: id }, { orderBy: { createdAt: 'asc' } })).map((t) => t.template);
  const log = async (id: string) =>
    (await em().fork().find(ActivityLogEntry, { request: id }, { orderBy: { createdAt: 'asc' } })).map(
      (e) => `${e.userType}: ${e.action}`,
    );

  const admin = {
    price: (id: string, price: unknown) => http().post(`/api/admin/requests/${id}/price`).set('Cookie', cookie).send({ price }),
    acceptCounter: (id: string) => http().post(`/api/admin/requests/${id}/counter-offer/accept`).set('Cookie', cookie),
    rejectCounter: (id: string) => http().post(`/api/admin/requests/${id}/counter-offer/reject`).set('Cookie', cookie),
    finalOffer: (id: string, amount: unknown) =>
      http().post(`/api/admin/requests/${id}/final-offer`).set('Cookie', cookie).send({ amount }),
  };
  const customer = {
    accept: (code: string, termsAccepted = true) => http().post(`/api/track/${code}/accept`).send({ termsAccepted }),
    counter: (code: string, amount: unknown) => http().post(`/api/track/${code}/counter-offer`).send({ amount }),
    reject: (code: string) => http().post(`/api/track/${code}/reject`).send({}),
  };

  beforeAll(async () => {
    testApp = await createTestApp();
    await resetRedisCounters();
    cookie = await adminCookie(testApp.app);
  });

  beforeEach(async () => {
    await resetDatabase(testApp.orm);
    await resetRedisCounters();
    cookie = await adminCookie(testApp.app);
  });

  afterAll(async () => {
    await testApp.close();
  });

  describe('admin sets the price', () => {
    it('saves it in cents, moves to admin_priced, logs it and texts the customer', async () => {
      const stored = await aRequest(em());
      await admin.price(stored.id, '125.50').expect(204);
      expect(await reload(stored.id)).toMatchObject({ status: 'admin_priced', adminPriceCents: 12550 });
      expect(await log(stored.id)).toEqual(['admin: Set price of $125.50']);
      const [text] = await em().fork().find(SmsMessage, { request: stored.id });
      expect(text.template).toBe('price-offered');
      expect(text.body).toContain('$125.50');
      expect(text.body).toContain(`/track/${stored.customerTrackingId}`);
    });

    it.each([[''], ['abc'], ['-5'], ['0'], ['12.345'], [null], [{}], ['9999999']])(
      'refuses %p: Invalid Price / Please enter a valid price',
      async (price) => {
        const stored = await aRequest(em());
        const response = await admin.price(stored.id, price).expect(400);
        expect(response.body).toMatchObject({ title: 'Invalid Price', message: 'Please enter a valid price' });
        expect((await reload(stored.id)).status).toBe('pending_admin_review');
      },
    );

    it('refuses to price a request that is already priced (409 with the reason)', async () => {
      const stored = await aRequest(em(), { status: 'admin_priced', adminPriceCents: 10000 });
      const response = await admin.price(stored.id, '90').expect(409);
      expect(response.body.message).toMatch(/price/i);
      expect((await reload(stored.id)).adminPriceCents).toBe(10000);
    });

    it('answers 404 for a request that does not exist', async () => {
      await admin.price('00000000-0000-4000-8000-000000000000', '90').expect(404);
    });

    it('needs an admin session', async () => {
      const stored = await aRequest(em());
      await http().post(`/api/admin/requests/${stored.id}/price`).send({ price: '90' }).expect(401);
    });
  });

  describe('customer accepts the offer', () => {
    it('fixes the final price and the 15% deposit, approved, accepted', async () => {
      const stored = await aRequest(em(), { status: 'admin_priced', adminPriceCents: 12550 });
      const response = await customer.accept(stored.customerTrackingId!).expect(200);
      expect(response.body).toMatchObject({ id: stored.id, status: 'approved', finalPriceCents: 12550 });
      expect(await reload(stored.id)).toMatchObject({
        status: 'approved',
        finalPriceCents: 12550,
        depositAmountCents: 1883,
        customerFinalDecision: 'accepted',
      });
      expect(await log(stored.id)).toEqual(['customer: Accepted offer of $125.50']);
    });

    it('needs the terms accepted: Agreement Required', async () => {
      const stored = await aRequest(em(), { status: 'admin_priced', adminPriceCents: 12550 });
      const response = await customer.accept(stored.customerTrackingId!, false).expect(400);
      expect(response.body).toMatchObject({
        title: 'Agreement Required',
        message: 'You must accept the terms to proceed with the offer.',
      });
      expect((await reload(stored.id)).status).toBe('admin_priced');
    });

    it('cannot accept before there is a price', async () => {
      const stored = await aRequest(em());
      await customer.accept(stored.customerTrackingId!).expect(409);
    });

    it('answers 404 for an unknown tracking code', async () => {
      await customer.accept('zzzzzzzz').expect(404);
    });
  });

  describe('customer counter-offer', () => {
    it('records the counter, negotiating at round 0', async () => {
      const stored = await aRequest(em(), { status: 'admin_priced', adminPriceCents: 12500 });
      const response = await customer.counter(stored.customerTrackingId!, '100').expect(200);
      expect(response.body).toMatchObject({ status: 'negotiating', customerCounterOfferCents: 10000, negotiationRound: 0 });
      expect(await log(stored.id)).toEqual(['customer: Made counter-offer of $100.00']);
    });

    it.each([[''], ['ten'], ['-1'], [undefined]])(
      'refuses %p: Invalid Amount / Please enter a valid counter-offer amount.',
      async (amount) => {
        const stored = await aRequest(em(), { status: 'admin_priced', adminPriceCents: 12500 });
        const response = await customer.counter(stored.customerTrackingId!, amount).expect(400);
        expect(response.body).toMatchObject({ title: 'Invalid Amount', message: 'Please enter a valid counter-offer amount.' });
      },
    );

    it('refuses a second counter-offer: Counter-Offer Already Used', async () => {
      const stored = await aRequest(em(), { status: 'admin_priced', adminPriceCents: 12500 });
      await customer.counter(stored.customerTrackingId!, '100').expect(200);
      const response = await customer.counter(stored.customerTrackingId!, '90').expect(409);
      expect(response.body).toMatchObject({
        title: 'Counter-Offer Already Used',
        message: 'You can only make one counter-offer per request.',
      });
      expect((await reload(stored.id)).customerCounterOfferCents).toBe(10000);
    });
  });

  describe('admin decides the counter-offer', () => {
    const countered = () =>
      aRequest(em(), { status: 'negotiating', adminPriceCents: 12500, customerCounterOfferCents: 10000, negotiationRound: 0 });

    it('accepts it: final price is the counter, approved, round 2, customer texted', async () => {
      const stored = await countered();
      await admin.acceptCounter(stored.id).expect(204);
      expect(await reload(stored.id)).toMatchObject({
        status: 'approved',
        finalPriceCents: 10000,
        depositAmountCents: 1500,
        negotiationRound: 2,
      });
      expect(await texts(stored.id)).toEqual(['counter-accepted']);
      expect(await log(stored.id)).toEqual(['admin: Accepted counter-offer of $100.00']);
    });

    it('rejects it: cancelled, round 2, customer texted', async () => {
      const stored = await countered();
      await admin.rejectCounter(stored.id).expect(204);
      expect(await reload(stored.id)).toMatchObject({ status: 'cancelled', negotiationRound: 2 });
      expect(await texts(stored.id)).toEqual(['counter-rejected']);
    });

    it('makes one final counter-offer: stays negotiating at round 2, customer texted', async () => {
      const stored = await countered();
      await admin.finalOffer(stored.id, '110').expect(204);
      expect(await reload(stored.id)).toMatchObject({ status: 'negotiating', adminCounterOfferCents: 11000, negotiationRound: 2 });
      expect(await texts(stored.id)).toEqual(['final-offer']);
      const second = await admin.finalOffer(stored.id, '105').expect(409);
      expect(second.body.message).toEqual(expect.any(String));
    });

    it('refuses a bad final amount: Invalid Amount / Please enter a valid counter-offer amount', async () => {
      const stored = await countered();
      const response = await admin.finalOffer(stored.id, 'abc').expect(400);
      expect(response.body).toMatchObject({ title: 'Invalid Amount', message: 'Please enter a valid counter-offer amount' });
    });

    it('refuses to decide a counter-offer that does not exist (409)', async () => {
      const stored = await aRequest(em(), { status: 'admin_priced', adminPriceCents: 12500 });
      await admin.acceptCounter(stored.id).expect(409);
      await admin.rejectCounter(stored.id).expect(409);
      await admin.finalOffer(stored.id, '100').expect(409);
      expect((await reload(stored.id)).status).toBe('admin_priced');
    });
  });

  describe("customer's final decision", () => {
    const finalOffered = () =>
      aRequest(em(), {
        status: 'negotiating',
        adminPriceCents: 12500,
        customerCounterOfferCents: 10000,
        adminCounterOfferCents: 11000,
        negotiationRound: 2,
      });

    it('accepts the final offer at its price', async () => {
      const stored = await finalOffered();
      await customer.accept(stored.customerTrackingId!).expect(200);
      expect(await reload(stored.id)).toMatchObject({ status: 'approved', finalPriceCents: 11000, customerFinalDecision: 'accepted' });
    });

    it('rejects the final offer: cancelled, decision rejected', async () => {
      const stored = await finalOffered();
      const response = await customer.reject(stored.customerTrackingId!).expect(200);
      expect(response.body.status).toBe('cancelled');
      expect(await reload(stored.id)).toMatchObject({ status: 'cancelled', customerFinalDecision: 'rejected' });
      expect(await log(stored.id)).toEqual(['customer: Rejected final offer of $110.00']);
    });

    it('cannot reject while the dispatcher is still reviewing the counter-offer', async () => {
      const stored = await aRequest(em(), {
        status: 'negotiating',
        adminPriceCents: 12500,
        customerCounterOfferCents: 10000,
        negotiationRound: 0,
      });
      const response = await customer.reject(stored.customerTrackingId!).expect(409);
      expect(response.body.message).toBe('The dispatcher is still reviewing your counter-offer.');
    });
  });

  it('keeps a true history of the whole negotiation', async () => {
    const stored = await aRequest(em());
    await admin.price(stored.id, '125').expect(204);
    await customer.counter(stored.customerTrackingId!, '95.50').expect(200);
    await admin.finalOffer(stored.id, '110').expect(204);
    await customer.accept(stored.customerTrackingId!).expect(200);
    expect(await log(stored.id)).toEqual([
      'admin: Set price of $125.00',
      'customer: Made counter-offer of $95.50',
      'admin: Made final counter-offer of $110.00',
      'customer: Accepted offer of $110.00',
    ]);
    expect(await texts(stored.id)).toEqual(['price-offered', 'final-offer']);
  });
});
