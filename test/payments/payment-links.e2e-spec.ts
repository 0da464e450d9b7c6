import { MAX_PRICE_CENTS } from '../../src/domain/money';
import { SmsMessage } from '../../src/modules/notifications/entities/sms-message.entity';
import { Payment } from '../../src/modules/payments/entities/payment.entity';
import { ActivityLogEntry } from '../../src/modules/request-core/entities/activity-log-entry.entity';
import { CustomerRequest } from '../../src/modules/request-core/entities/customer-request.entity';
import { aPaidRequest, aRequest, anAgreedRequest } from '../support/factories';
import { COUNTERED, FINAL_OFFERED } from '../support/negotiation-states';
import { useTestApp } from '../support/use-test-app';
import { loseEveryRace } from './lose-every-race';

const UNKNOWN_REQUEST_ID = '00000000-0000-4000-8000-000000000000';
const GOOD_CARD = { cardNumber: '4242 4242 4242 4242', expiry: '12/34', cvc: '123' };
const PAID_LINK_KEPT =
  'The deposit for this request is paid, so its payment link cannot be deleted. To call the request off, refund the deposit instead.';
const REFUNDED_LINK_KEPT =
  'The deposit for this request was refunded, so its payment link is kept with the payment records and cannot be deleted.';
const MISSING_FINAL_PRICE = { code: 'invalid_final_price', title: 'Missing Final Price', message: 'Please enter a final price to generate payment link.' };
const INVALID_DEPOSIT = { code: 'invalid_deposit_percentage', title: 'Invalid Deposit', message: 'Please enter a valid deposit percentage (0-100)' };

describe('Payment links', () => {
  const t = useTestApp();
  let cookie: string;
  const reload = (id: string) => t.em().findOne(CustomerRequest, id);
  const textsOf = (id: string) => t.em().find(SmsMessage, { request: id }, { orderBy: { createdAt: 'asc' } });
  const paymentsOf = (id: string) => t.em().find(Payment, { request: id });
  const deleteLink = (id: string) => t.http().delete(`/api/admin/requests/${id}/payment-link`).set('Cookie', cookie);
  const paymentUrl = (request: { id: string; customerTrackingId: string | null }) =>
    `http://127.0.0.1:3999/payment/${request.id}?code=${request.customerTrackingId}`;

  beforeEach(async () => {
    cookie = await t.adminCookie();
  });

  describe('texted when the price is agreed', () => {
    it("on the customer's accept of the offer", async () => {
      const stored = await aRequest(t.em(), FINAL_OFFERED);
      await t.http().post(`/api/track/${stored.customerTrackingId}/accept`).send({ termsAccepted: true }).expect(200);
      const [text] = await textsOf(stored.id);
      expect(text.template).toBe('payment-link');
      expect(text.body).toBe(
        `DFW Roadside: your price of $110.00 is agreed. Pay the $16.50 deposit by card to book your provider: ${paymentUrl(stored)} Reply STOP to opt out.`,
      );
    });

    it("on the dispatcher's accept of the counter-offer", async () => {
      const stored = await aRequest(t.em(), COUNTERED);
      await t.http().post(`/api/admin/requests/${stored.id}/counter-offer/accept`).set('Cookie', cookie).expect(204);
      // Texted automatically: the dispatcher's card shows it as sent rather than offering to generate it.
      const details = await t.http().get(`/api/admin/requests/${stored.id}`).set('Cookie', cookie).expect(200);
      expect(details.body.paymentLinkSentAt).toEqual(expect.any(String));
      const texts = await textsOf(stored.id);
      expect(texts.map((text) => text.template)).toEqual(['counter-accepted']);
      expect(texts[0].body).toContain(paymentUrl(stored));
    });
  });

  describe('the admin payment link', () => {
    it('moves the request to payment_pending, texts the link and answers it', async () => {
      const stored = await anAgreedRequest(t.em());
      const response = await t.http().post(`/api/admin/requests/${stored.id}/payment-link`).set('Cookie', cookie).expect(200);
      expect(response.body).toEqual({ url: paymentUrl(stored) });
      expect(await reload(stored.id)).toMatchObject({ status: 'payment_pending', paymentLinkId: stored.customerTrackingId });
      expect((await reload(stored.id))?.paymentLinkSentAt).toBeInstanceOf(Date);
      expect((await textsOf(stored.id)).map((text) => text.template)).toEqual(['payment-link']);
    });

    it('refuses a request with no agreed price', async () => {
      const stored = await aRequest(t.em());
      const response = await t.http().post(`/api/admin/requests/${stored.id}/payment-link`).set('Cookie', cookie).expect(409);
      expect(response.body.code).toBe('price_not_agreed');
      expect(await textsOf(stored.id)).toEqual([]);
    });

    it('refuses a paid request', async () => {
      const stored = await anAgreedRequest(t.em(), { status: 'deposit_paid', depositPaid: true });
      await t.http().post(`/api/admin/requests/${stored.id}/payment-link`).set('Cookie', cookie).expect(409);
    });

    /** An agreed request whose deposit the customer paid on the built-in test checkout. */
    async function paidByCard() {
      const stored = await anAgreedRequest(t.em());
      const started = await t.http().post(`/api/track/${stored.customerTrackingId}/checkout`).expect(200);
      await t.http().post(`/api/payments/test-checkout/${started.body.sessionId}/pay`).send(GOOD_CARD).expect(200);
      return stored;
    }

    it('refuses to delete the link of a request whose deposit is paid, and keeps the request and its payment', async () => {
      const stored = await paidByCard();
      const response = await deleteLink(stored.id).expect(409);
      expect(response.body).toMatchObject({ code: 'payment_link_paid', message: PAID_LINK_KEPT });
      expect(await reload(stored.id)).toMatchObject({ status: 'deposit_paid', depositPaid: true });
      expect(await paymentsOf(stored.id)).toMatchObject([{ status: 'paid' }]);
    });

    it('refuses to delete the link of a request whose deposit was refunded, and keeps the payment record', async () => {
      const stored = await paidByCard();
      await t.http().post(`/api/admin/requests/${stored.id}/refund`).set('Cookie', cookie).expect(204);
      const response = await deleteLink(stored.id).expect(409);
      expect(response.body).toMatchObject({ code: 'payment_link_paid', message: REFUNDED_LINK_KEPT });
      expect(await reload(stored.id)).toMatchObject({ status: 'cancelled', paymentStatus: 'refunded' });
      expect(await paymentsOf(stored.id)).toMatchObject([{ status: 'refunded' }]);
    });

    it('refuses to delete the link of a request recorded as paid without a payment record', async () => {
      const stored = await aPaidRequest(t.em());
      const response = await deleteLink(stored.id).expect(409);
      expect(response.body).toMatchObject({ code: 'payment_link_paid', message: PAID_LINK_KEPT });
      expect(await reload(stored.id)).toMatchObject({ status: 'deposit_paid' });
    });

    it('deletes the request with its link', async () => {
      const stored = await anAgreedRequest(t.em());
      await t.http().delete(`/api/admin/requests/${stored.id}/payment-link`).set('Cookie', cookie).expect(204);
      expect(await reload(stored.id)).toBeNull();
      await t.http().delete(`/api/admin/requests/${stored.id}/payment-link`).set('Cookie', cookie).expect(404);
    });

    it('answers 404 for an unknown or malformed id, and 401 without a session', async () => {
      await t.http().post(`/api/admin/requests/${UNKNOWN_REQUEST_ID}/payment-link`).set('Cookie', cookie).expect(404);
      await t.http().post('/api/admin/requests/not-a-uuid/payment-link').set('Cookie', cookie).expect(404);
      await t.http().post(`/api/admin/requests/${UNKNOWN_REQUEST_ID}/payment-link`).expect(401);
    });
  });

  describe('phone requests', () => {
    const valid = {
      phone: '(214) 555-0188',
      vehicleMake: 'Ford',
      vehicleModel: 'F-150',
      vehicleYear: '2018',
      serviceType: 'jump_start',
      finalPriceCents: 15000,
      depositPercentage: 20,
    };
    const create = (body: object) => t.http().post('/api/admin/phone-requests').set('Cookie', cookie).send(body);

    it('creates an approved phone request with a link code, the price in cents, and texts its payment link', async () => {
      const response = await create({ ...valid, email: 'driver@example.com', vehiclePlate: 'abc1234' }).expect(201);
      const { id, trackingId, paymentLink } = response.body;
      expect(trackingId).toMatch(/^[A-Z0-9]{9}$/);
      expect(paymentLink).toEqual({ url: `http://127.0.0.1:3999/payment/${id}?code=${trackingId}` });
      expect(await reload(id)).toMatchObject({
        requestType: 'phone',
        status: 'payment_pending',
        customerTrackingId: trackingId,
        phone: '+12145550188',
        finalPriceCents: 15000,
        depositPercentage: 20,
        depositAmountCents: 3000,
        vehiclePlate: 'ABC1234',
      });
      expect((await textsOf(id)).map((text) => text.template)).toEqual(['payment-link']);
      // The customer reaches it by its code.
      await t.http().get(`/api/track/${trackingId}`).expect(200);
    });

    it('takes 15% when no deposit percentage is given', async () => {
      const { depositPercentage: _omitted, ...body } = valid;
      const response = await create(body).expect(201);
      expect(await reload(response.body.id)).toMatchObject({ depositPercentage: 15, depositAmountCents: 2250 });
    });

    it.each([
      [{ finalPriceCents: undefined }, 'Please enter a final price to generate payment link.'],
      [{ finalPriceCents: 0 }, 'Please enter a final price to generate payment link.'],
      [{ finalPriceCents: -100 }, 'Please enter a final price to generate payment link.'],
      [{ finalPriceCents: '150' }, 'Please enter a final price to generate payment link.'],
      [{ finalPriceCents: 150.5 }, 'Please enter a final price to generate payment link.'],
      [{ finalPriceCents: MAX_PRICE_CENTS + 1 }, 'Please enter a final price to generate payment link.'],
      [{ depositPercentage: 101 }, 'Please enter a valid deposit percentage (0-100)'],
      [{ depositPercentage: -1 }, 'Please enter a valid deposit percentage (0-100)'],
      [{ depositPercentage: 'x' }, 'Please enter a valid deposit percentage (0-100)'],
      [{ depositPercentage: 12.5 }, 'Please enter a valid deposit percentage (0-100)'],
      [{ phone: '' }, 'Please fill in all required fields'],
      [{ vehicleMake: undefined }, 'Please fill in all required fields'],
      [{ serviceType: 'spaceship' }, 'Please choose a service type from the list'],
      [{ phone: '123' }, 'Please enter a valid phone number'],
    ])('refuses %p: %s', async (changes, message) => {
      const response = await create({ ...valid, ...changes }).expect(400);
      expect(response.body.message).toBe(message);
      expect(await t.em().count(CustomerRequest, {})).toBe(0);
    });

    it.each([
      [{ finalPriceCents: undefined }, MISSING_FINAL_PRICE],
      [{ finalPriceCents: null }, MISSING_FINAL_PRICE],
      [{ depositPercentage: '20' }, INVALID_DEPOSIT],
    ])('answers %p with the code and title of its message', async (changes, expected) => {
      const response = await create({ ...valid, ...changes }).expect(400);
      expect(response.body).toEqual({ statusCode: 400, error: 'Bad Request', ...expected });
    });

    it.each([
      [0, 0],
      [100, 15000],
    ])('takes a deposit of %p%%', async (depositPercentage, depositAmountCents) => {
      const response = await create({ ...valid, depositPercentage }).expect(201);
      expect(await reload(response.body.id)).toMatchObject({ depositPercentage, depositAmountCents });
    });

    it('leaves no request behind when its payment link cannot be made, and tells the dashboard it is gone', async () => {
      const admin = await t.connect('/admin', { cookie });
      const created = new Promise<{ id: string }>((resolve) => admin.socket.once('request.created', resolve));
      const deleted = new Promise<{ id: string }>((resolve) => admin.socket.once('request.deleted', resolve));
      // Other writes to the new request keep committing between the engine's read and its write.
      const race = loseEveryRace(t.app);
      try {
        const response = await create(valid);
        expect([response.status, response.body.code]).toEqual([409, 'concurrent_change']);
      } finally {
        race.stop();
      }
      expect(race.writes).toBeGreaterThan(0);
      expect(await t.em().count(CustomerRequest, {})).toBe(0);
      expect(await t.em().count(ActivityLogEntry, {})).toBe(0);
      expect(await t.em().count(SmsMessage, {})).toBe(0);
      expect(await deleted).toEqual({ id: (await created).id });

      // The dispatcher's retry then makes both.
      const retried = await create(valid).expect(201);
      expect(await reload(retried.body.id)).toMatchObject({ status: 'payment_pending', paymentLinkId: retried.body.trackingId });
      expect((await textsOf(retried.body.id)).map((text) => text.template)).toEqual(['payment-link']);
    });

    it('is for signed-in admins only', async () => {
      await t.http().post('/api/admin/phone-requests').send(valid).expect(401);
    });
  });
});
