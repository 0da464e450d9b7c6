import { SmsMessage } from '../../src/modules/notifications/entities/sms-message.entity';
import { ActivityLogEntry } from '../../src/modules/request-core/entities/activity-log-entry.entity';
import { CustomerRequest } from '../../src/modules/request-core/entities/customer-request.entity';
import { aRequest } from '../support/factories';
import { COUNTERED, FINAL_OFFERED, PRICED } from '../support/negotiation-states';
import { useTestApp } from '../support/use-test-app';

const UNKNOWN_REQUEST_ID = '00000000-0000-4000-8000-000000000000';

describe('Pricing and negotiation', () => {
  const t = useTestApp();
  let cookie: string;
  const reload = (id: string) => t.em().findOneOrFail(CustomerRequest, id);
  const texts = async (id: string) =>
    (await t.em().find(SmsMessage, { request: id }, { orderBy: { createdAt: 'asc' } })).map((text) => text.template);
  const log = async (id: string) =>
    (await t.em().find(ActivityLogEntry, { request: id }, { orderBy: { createdAt: 'asc' } })).map(
      (entry) => `${entry.userType}: ${entry.action}`,
    );

  const admin = {
    post: (path: string, body: object = {}) => t.http().post(`/api/admin/requests/${path}`).set('Cookie', cookie).send(body),
    price: (id: string, priceCents: unknown) => admin.post(`${id}/price`, { priceCents }),
    acceptCounter: (id: string) => admin.post(`${id}/counter-offer/accept`),
    rejectCounter: (id: string) => admin.post(`${id}/counter-offer/reject`),
    finalOffer: (id: string, amountCents: unknown) => admin.post(`${id}/final-offer`, { amountCents }),
  };
  const customer = {
    accept: (code: string, termsAccepted = true) => t.http().post(`/api/track/${code}/accept`).send({ termsAccepted }),
    counter: (code: string, amountCents: unknown) => t.http().post(`/api/track/${code}/counter-offer`).send({ amountCents }),
    reject: (code: string) => t.http().post(`/api/track/${code}/reject`).send({}),
  };

  beforeEach(async () => {
    cookie = await t.adminCookie();
  });

  describe('admin sets the price', () => {
    it('saves it in cents, moves to admin_priced, logs it and texts the customer', async () => {
      const stored = await aRequest(t.em());
      await admin.price(stored.id, 12550).expect(204);
      expect(await reload(stored.id)).toMatchObject({ status: 'admin_priced', adminPriceCents: 12550 });
      expect(await log(stored.id)).toEqual([expect.stringMatching(/^admin: Set price of \$125\.50 \(rate card v1 suggested \$[\d,]+\.\d{2}\)$/)]);
      const sent = await t.em().find(SmsMessage, { request: stored.id });
      expect(sent.map((text) => [text.template, text.body])).toEqual([
        [
          'price-offered',
          'DFW Roadside: your price is $125.50. Reply YES to accept it and our terms (http://127.0.0.1:3999/terms), or reply with your offer (one counter-offer). ' +
            `Details: http://127.0.0.1:3999/track/${stored.customerTrackingId} Reply STOP to opt out.`,
        ],
      ]);
    });

    it.each([[''], ['abc'], [-500], [0], [125.5], [null], [{}], [5_000_001], ['12550'], [undefined]])(
      'refuses %p: Invalid Price / Please enter a valid price',
      async (price) => {
        const stored = await aRequest(t.em());
        const response = await admin.price(stored.id, price).expect(400);
        expect(response.body).toMatchObject({ code: 'invalid_price', title: 'Invalid Price', message: 'Please enter a valid price' });
        expect((await reload(stored.id)).status).toBe('pending_admin_review');
      },
    );

    it('refuses a body in dollars: money crosses the wire as integer cents', async () => {
      const stored = await aRequest(t.em());
      const response = await admin.post(`${stored.id}/price`, { price: '125.50' }).expect(400);
      expect(response.body).toMatchObject({ code: 'invalid_price', title: 'Invalid Price', message: 'Please enter a valid price' });
    });

    it('refuses to price a request that is already priced (409 with the reason)', async () => {
      const stored = await aRequest(t.em(), { status: 'admin_priced', adminPriceCents: 10000 });
      const response = await admin.price(stored.id, 9000).expect(409);
      expect(response.body.message).toBe('This request is Priced; it can no longer be priced.');
      expect((await reload(stored.id)).adminPriceCents).toBe(10000);
    });

    it('answers 404 for a request that does not exist', async () => {
      const response = await admin.price(UNKNOWN_REQUEST_ID, 9000).expect(404);
      expect(response.body.message).toBe('Request not found');
    });

    it('needs an admin session', async () => {
      const stored = await aRequest(t.em());
      await t.http().post(`/api/admin/requests/${stored.id}/price`).send({ priceCents: 9000 }).expect(401);
    });
  });

  describe('customer accepts the offer', () => {
    it('fixes the final price and the 15% deposit, approved, accepted', async () => {
      const stored = await aRequest(t.em(), { status: 'admin_priced', adminPriceCents: 12550 });
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
      const stored = await aRequest(t.em(), { status: 'admin_priced', adminPriceCents: 12550 });
      const response = await customer.accept(stored.customerTrackingId!, false).expect(400);
      expect(response.body).toMatchObject({
        title: 'Agreement Required',
        message: 'You must accept the terms to proceed with the offer.',
      });
      expect((await reload(stored.id)).status).toBe('admin_priced');
    });

    it('cannot accept before there is a price', async () => {
      const stored = await aRequest(t.em());
      const response = await customer.accept(stored.customerTrackingId!).expect(409);
      expect(response.body.message).toBe("This request is Pending Review; the offer can't be accepted yet.");
    });

    it('answers 404 for an unknown tracking code', async () => {
      const response = await customer.accept('zzzzzzzz').expect(404);
      expect(response.body.message).toBe('This tracking ID does not exist or has expired.');
    });
  });

  describe('customer counter-offer', () => {
    it('records the counter, negotiating at round 0', async () => {
      const stored = await aRequest(t.em(), PRICED);
      const response = await customer.counter(stored.customerTrackingId!, 10000).expect(200);
      expect(response.body).toMatchObject({ status: 'negotiating', customerCounterOfferCents: 10000, negotiationRound: 0 });
      expect(await log(stored.id)).toEqual(['customer: Made counter-offer of $100.00']);
    });

    it.each([[''], ['ten'], [-100], [99.5], ['10000'], [undefined]])(
      'refuses %p: Invalid Amount / Please enter a valid counter-offer amount.',
      async (amount) => {
        const stored = await aRequest(t.em(), PRICED);
        const response = await customer.counter(stored.customerTrackingId!, amount).expect(400);
        expect(response.body).toMatchObject({
          code: 'invalid_counter_offer',
          title: 'Invalid Amount',
          message: 'Please enter a valid counter-offer amount.',
        });
      },
    );

    it('refuses a second counter-offer: Counter-Offer Already Used', async () => {
      const stored = await aRequest(t.em(), PRICED);
      await customer.counter(stored.customerTrackingId!, 10000).expect(200);
      const response = await customer.counter(stored.customerTrackingId!, 9000).expect(409);
      expect(response.body).toMatchObject({
        title: 'Counter-Offer Already Used',
        message: 'You can only make one counter-offer per request.',
      });
      expect((await reload(stored.id)).customerCounterOfferCents).toBe(10000);
    });
  });

  describe('admin decides the counter-offer', () => {
    it('accepts it: final price is the counter, approved, round 2, customer texted', async () => {
      const stored = await aRequest(t.em(), COUNTERED);
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
      const stored = await aRequest(t.em(), COUNTERED);
      await admin.rejectCounter(stored.id).expect(204);
      expect(await reload(stored.id)).toMatchObject({ status: 'cancelled', negotiationRound: 2 });
      expect(await texts(stored.id)).toEqual(['counter-rejected']);
    });

    it('makes one final counter-offer: stays negotiating at round 2, customer texted', async () => {
      const stored = await aRequest(t.em(), COUNTERED);
      await admin.finalOffer(stored.id, 11000).expect(204);
      expect(await reload(stored.id)).toMatchObject({ status: 'negotiating', adminCounterOfferCents: 11000, negotiationRound: 2 });
      expect(await texts(stored.id)).toEqual(['final-offer']);
      const second = await admin.finalOffer(stored.id, 10500).expect(409);
      expect(second.body).toMatchObject({
        code: 'no_counter_offer',
        message: 'There is no customer counter-offer awaiting a decision.',
      });
    });

    it('refuses a bad final amount: Invalid Amount / Please enter a valid counter-offer amount', async () => {
      const stored = await aRequest(t.em(), COUNTERED);
      const response = await admin.finalOffer(stored.id, 'abc').expect(400);
      expect(response.body).toMatchObject({
        code: 'invalid_final_offer',
        title: 'Invalid Amount',
        message: 'Please enter a valid counter-offer amount',
      });
    });

    it('refuses to decide a counter-offer that does not exist (409)', async () => {
      const stored = await aRequest(t.em(), PRICED);
      const refusals = [
        await admin.acceptCounter(stored.id).expect(409),
        await admin.rejectCounter(stored.id).expect(409),
        await admin.finalOffer(stored.id, 10000).expect(409),
      ].map((response) => response.body.message);
      expect(refusals).toEqual([
        "This request is Priced; the counter-offer can't be accepted yet.",
        "This request is Priced; the counter-offer can't be rejected yet.",
        "This request is Priced; a final offer can't be made yet.",
      ]);
      expect((await reload(stored.id)).status).toBe('admin_priced');
    });
  });

  describe("customer's final decision", () => {
    it('accepts the final offer at its price', async () => {
      const stored = await aRequest(t.em(), FINAL_OFFERED);
      await customer.accept(stored.customerTrackingId!).expect(200);
      expect(await reload(stored.id)).toMatchObject({ status: 'approved', finalPriceCents: 11000, customerFinalDecision: 'accepted' });
    });

    it('rejects the final offer: cancelled, decision rejected', async () => {
      const stored = await aRequest(t.em(), FINAL_OFFERED);
      const response = await customer.reject(stored.customerTrackingId!).expect(200);
      expect(response.body.status).toBe('cancelled');
      expect(await reload(stored.id)).toMatchObject({ status: 'cancelled', customerFinalDecision: 'rejected' });
      expect(await log(stored.id)).toEqual(['customer: Rejected final offer of $110.00']);
    });

    it('cannot reject while the dispatcher is still reviewing the counter-offer', async () => {
      const stored = await aRequest(t.em(), COUNTERED);
      const response = await customer.reject(stored.customerTrackingId!).expect(409);
      expect(response.body.message).toBe('The dispatcher is still reviewing your counter-offer.');
    });
  });

  it('keeps a true history of the whole negotiation', async () => {
    const stored = await aRequest(t.em());
    await admin.price(stored.id, 12500).expect(204);
    await customer.counter(stored.customerTrackingId!, 9550).expect(200);
    await admin.finalOffer(stored.id, 11000).expect(204);
    await customer.accept(stored.customerTrackingId!).expect(200);
    expect(await log(stored.id)).toEqual([
      expect.stringMatching(/^admin: Set price of \$125\.00 \(rate card v1 suggested /),
      'customer: Made counter-offer of $95.50',
      'admin: Made final counter-offer of $110.00',
      'customer: Accepted offer of $110.00',
    ]);
    expect(await texts(stored.id)).toEqual(['price-offered', 'final-offer', 'payment-link']);
  });
});
