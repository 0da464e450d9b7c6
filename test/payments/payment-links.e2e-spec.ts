import { SmsMessage } from '../../src/modules/notifications/entities/sms-message.entity';
import { CustomerRequest } from '../../src/modules/request-core/entities/customer-request.entity';
import { aRequest, anAgreedRequest } from '../support/factories';
import { COUNTERED, FINAL_OFFERED } from '../support/negotiation-states';
import { useTestApp } from '../support/use-test-app';

const UNKNOWN_REQUEST_ID = '00000000-0000-4000-8000-000000000000';

describe('Payment links', () => {
  const t = useTestApp();
  let cookie: string;
  const reload = (id: string) => t.em().findOne(CustomerRequest, id);
  const textsOf = (id: string) => t.em().find(SmsMessage, { request: id }, { orderBy: { createdAt: 'asc' } });
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
      expect(await reload(stored.id)).toMatchObject({ status: 'payment_pending' });
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

    it('creates an approved phone request with an admin code, the price in cents, and texts its payment link', async () => {
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
      [{ depositPercentage: 101 }, 'Please enter a valid deposit percentage (0-100)'],
      [{ depositPercentage: -1 }, 'Please enter a valid deposit percentage (0-100)'],
      [{ depositPercentage: 'x' }, 'Please enter a valid deposit percentage (0-100)'],
      [{ phone: '' }, 'Please fill in all required fields'],
      [{ vehicleMake: undefined }, 'Please fill in all required fields'],
      [{ serviceType: 'spaceship' }, 'Please choose a service type from the list'],
      [{ phone: '123' }, 'Please enter a valid phone number'],
    ])('refuses %p: %s', async (changes, message) => {
      const response = await create({ ...valid, ...changes }).expect(400);
      expect(response.body.message).toBe(message);
      expect(await t.em().count(CustomerRequest, {})).toBe(0);
    });

    it('is for signed-in admins only', async () => {
      await t.http().post('/api/admin/phone-requests').send(valid).expect(401);
    });
  });
});
