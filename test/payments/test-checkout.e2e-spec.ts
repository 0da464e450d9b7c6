import { SmsMessage } from '../../src/modules/notifications/entities/sms-message.entity';
import { PaymentEvent } from '../../src/modules/payments/entities/payment-event.entity';
import { Payment } from '../../src/modules/payments/entities/payment.entity';
import { ActivityLogEntry } from '../../src/modules/request-core/entities/activity-log-entry.entity';
import { CustomerRequest } from '../../src/modules/request-core/entities/customer-request.entity';
import { anAgreedRequest } from '../support/factories';
import { useTestApp } from '../support/use-test-app';

const GOOD_CARD = { cardNumber: '4242 4242 4242 4242', expiry: '12/34', cvc: '123' };
const DECLINED_CARD = { cardNumber: '4000 0000 0000 0002', expiry: '12/34', cvc: '123' };

describe('Deposit with the built-in test checkout (no Stripe keys)', () => {
  const t = useTestApp();
  const reload = (id: string) => t.em().findOneOrFail(CustomerRequest, id);
  const paymentsOf = (id: string) => t.em().find(Payment, { request: id });
  const templatesOf = async (id: string) => (await t.em().find(SmsMessage, { request: id })).map((text) => text.template);
  const pay = (sessionId: string, card: object) => t.http().post(`/api/payments/test-checkout/${sessionId}/pay`).send(card);

  async function openCheckout() {
    const request = await anAgreedRequest(t.em());
    const started = await t.http().post(`/api/track/${request.customerTrackingId}/checkout`).expect(200);
    return { request, sessionId: started.body.sessionId as string, url: started.body.url as string };
  }

  describe('sharing the location', () => {
    it('saves the coordinates beside the address the customer typed, logs it, and then lets the customer pay', async () => {
      const request = await anAgreedRequest(t.em(), { customerLat: null, customerLng: null, useGps: false });
      const code = request.customerTrackingId!;
      await t.http().post(`/api/track/${code}/checkout`).expect(409);
      const response = await t.http().post(`/api/track/${code}/location`).send({ lat: 32.78, lng: -96.8, address: '400 Main St, Dallas, TX' }).expect(200);
      expect(response.body).toMatchObject({ customerLat: 32.78, customerLng: -96.8, locationAddress: '1500 Marilla St, Dallas, TX' });
      expect(await reload(request.id)).toMatchObject({ customerLat: 32.78, customerLng: -96.8, useGps: true, status: 'approved' });
      const log = await t.em().find(ActivityLogEntry, { request: request.id });
      expect(log.map((entry) => `${entry.userType}: ${entry.action}`)).toEqual(['customer: Shared current location']);
      await t.http().post(`/api/track/${code}/checkout`).expect(200);
    });

    it('fills the address from the shared one only where the customer gave none but coordinates', async () => {
      const request = await anAgreedRequest(t.em(), { locationAddress: 'Lat: 32.70000, Lng: -96.70000' });
      const code = request.customerTrackingId!;
      const response = await t.http().post(`/api/track/${code}/location`).send({ lat: 32.78, lng: -96.8, address: '400 Main St, Dallas, TX' }).expect(200);
      expect(response.body.locationAddress).toBe('400 Main St, Dallas, TX');
    });

    it('keeps the terms acceptance made on the payment page, with its time', async () => {
      const request = await anAgreedRequest(t.em());
      await t.http().post(`/api/track/${request.customerTrackingId}/checkout`).send({ termsAccepted: true }).expect(200);
      expect((await reload(request.id)).termsAcceptedAt).toBeInstanceOf(Date);
      const view = await t.http().get(`/api/track/${request.customerTrackingId}`).expect(200);
      expect(view.body.termsAcceptedAt).toEqual(expect.any(String));
    });

    it('keeps the address when none is sent', async () => {
      const request = await anAgreedRequest(t.em());
      await t.http().post(`/api/track/${request.customerTrackingId}/location`).send({ lat: 33, lng: -97 }).expect(200);
      expect(await reload(request.id)).toMatchObject({ customerLat: 33, customerLng: -97, locationAddress: '1500 Marilla St, Dallas, TX' });
    });

    it.each([[{ lat: 91, lng: 0 }], [{ lat: 0, lng: -181 }], [{ lat: '32', lng: -96 }], [{ lng: -96 }], [{ lat: 32, lng: -96, address: 5 }]])(
      'refuses %p with a message the customer can act on',
      async (body) => {
        const request = await anAgreedRequest(t.em(), { customerLat: null, customerLng: null, useGps: false });
        const response = await t.http().post(`/api/track/${request.customerTrackingId}/location`).send(body).expect(400);
        expect(response.body).toMatchObject({ code: 'invalid_location' });
        expect(await reload(request.id)).toMatchObject({ customerLat: null, customerLng: null });
      },
    );

    it('answers 404 for an unknown tracking code', async () => {
      await t.http().post('/api/track/zzzzzzzz/location').send({ lat: 32, lng: -96 }).expect(404);
    });
  });

  it('opens a session on the built-in checkout page and shows what is paid', async () => {
    const { sessionId, url } = await openCheckout();
    expect(url).toBe(`http://127.0.0.1:3999/checkout/test/${sessionId}`);
    const view = await t.http().get(`/api/payments/test-checkout/${sessionId}`).expect(200);
    expect(view.body).toMatchObject({ sessionId, amountCents: 3000, currency: 'usd', status: 'open' });
    expect(view.body.cancelUrl).toMatch(/^http:\/\/127\.0\.0\.1:3999\/payment\/[0-9a-f-]+\?code=[0-9a-z]{8}$/);
  });

  it('pays with 4242 4242 4242 4242 through the signed webhook path: paid, receipt texted, success URL answered', async () => {
    const { request, sessionId } = await openCheckout();
    const response = await pay(sessionId, GOOD_CARD).expect(200);
    expect(response.body).toEqual({ redirectUrl: `http://127.0.0.1:3999/payment-success?session_id=${sessionId}` });
    expect(await reload(request.id)).toMatchObject({ status: 'deposit_paid', depositPaid: true, paymentStatus: 'upfront_paid' });
    expect(await paymentsOf(request.id)).toMatchObject([{ status: 'paid' }]);
    expect(await t.em().count(PaymentEvent, {})).toBe(1);
    expect(await templatesOf(request.id)).toEqual(['deposit-received']);
    expect((await t.http().get(`/api/payments/sessions/${sessionId}`).expect(200)).body.status).toBe('paid');
    expect((await t.http().get(`/api/payments/test-checkout/${sessionId}`).expect(200)).body.status).toBe('complete');
    // Paying again (a double tap) records nothing more.
    await pay(sessionId, GOOD_CARD).expect(200);
    expect(await t.em().count(PaymentEvent, {})).toBe(1);
  });

  it('declines 4000 0000 0000 0002 with 402 and pays nothing', async () => {
    const { request, sessionId } = await openCheckout();
    const response = await pay(sessionId, DECLINED_CARD).expect(402);
    expect(response.body).toMatchObject({ code: 'card_declined', message: 'Your card was declined.' });
    expect(await reload(request.id)).toMatchObject({ status: 'payment_pending', depositPaid: false });
    expect(await paymentsOf(request.id)).toMatchObject([{ status: 'open' }]);
    expect((await t.http().get(`/api/payments/sessions/${sessionId}`).expect(200)).body.status).toBe('processing');
  });

  it.each([
    [{ ...GOOD_CARD, expiry: '13/30' }, 'Please enter the expiry date as MM/YY.'],
    [{ ...GOOD_CARD, cvc: '12' }, 'Please enter the 3 or 4 digit security code.'],
    [{ ...GOOD_CARD, cardNumber: 'abcd' }, 'Please enter a valid card number.'],
  ])('refuses the card %p: %s', async (card, message) => {
    const { request, sessionId } = await openCheckout();
    const response = await pay(sessionId, card).expect(400);
    expect(response.body).toMatchObject({ code: 'invalid_card', message });
    expect(await reload(request.id)).toMatchObject({ depositPaid: false });
  });

  it('answers 404 for a session that does not exist', async () => {
    const response = await t.http().get('/api/payments/test-checkout/cs_local_nothing').expect(404);
    expect(response.body.message).toBe('No payment session found');
    await t.http().get('/api/payments/sessions/cs_local_nothing').expect(404);
  });

  it('refunds a test payment before assignment', async () => {
    const { request, sessionId } = await openCheckout();
    await pay(sessionId, GOOD_CARD).expect(200);
    await t.http().post(`/api/admin/requests/${request.id}/refund`).set('Cookie', await t.adminCookie()).expect(204);
    expect(await reload(request.id)).toMatchObject({ status: 'cancelled' });
    expect(await paymentsOf(request.id)).toMatchObject([{ status: 'refunded' }]);
  });
});
