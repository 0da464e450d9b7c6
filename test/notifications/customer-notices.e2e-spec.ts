import { SmsMessage } from '../../src/modules/notifications/entities/sms-message.entity';
import { CustomerRequest } from '../../src/modules/request-core/entities/customer-request.entity';
import { aRequest, anAgreedRequest } from '../support/factories';
import { FINAL_OFFERED } from '../support/negotiation-states';
import { useTestApp } from '../support/use-test-app';

const GOOD_CARD = { cardNumber: '4242 4242 4242 4242', expiry: '12/34', cvc: '123' };

/** Every change that affects a customer reaches them by text, including the ones that end the request. */
describe('Texts a customer gets when a request ends', () => {
  const t = useTestApp();
  let cookie: string;
  beforeEach(async () => {
    cookie = await t.adminCookie();
  });
  const textsTo = (phone: string) => t.em().find(SmsMessage, { to: phone }, { orderBy: { createdAt: 'asc', template: 'asc' } });
  const lastTextTo = async (phone: string) => (await textsTo(phone)).at(-1);

  it('tells the customer the refunded amount when the dispatcher refunds and cancels', async () => {
    const stored = await anAgreedRequest(t.em(), { finalPriceCents: 45000, depositAmountCents: 6750 });
    const started = await t.http().post(`/api/track/${stored.customerTrackingId}/checkout`).send({}).expect(200);
    await t.http().post(`/api/payments/test-checkout/${started.body.sessionId}/pay`).send(GOOD_CARD).expect(200);

    await t.http().post(`/api/admin/requests/${stored.id}/refund`).set('Cookie', cookie).expect(204);

    const text = await lastTextTo(stored.phone);
    expect(text?.template).toBe('deposit-refunded');
    expect(text?.body).toContain('we refunded your $67.50 deposit; the request is cancelled.');
    expect(text?.body).toContain(`/track/${stored.customerTrackingId}`);
  });

  it('confirms to the customer that rejecting the final offer cancelled the request', async () => {
    const stored = await aRequest(t.em(), FINAL_OFFERED);
    await t.http().post(`/api/track/${stored.customerTrackingId}/reject`).send({}).expect(200);
    const text = await lastTextTo(stored.phone);
    expect(text?.template).toBe('final-offer-rejected');
    expect(text?.body).toContain('you declined our final offer of $110.00, so your request is cancelled and nothing was charged.');
  });

  it('tells a waiting customer their request was deleted, and keeps the texts in the inbox without it', async () => {
    const stored = await aRequest(t.em(), { serviceType: 'jump_start' });
    await t.http().post(`/api/admin/requests/${stored.id}/price`).set('Cookie', cookie).send({ priceCents: 9000 }).expect(204);

    await t.http().delete(`/api/admin/requests/${stored.id}`).set('Cookie', cookie).expect(204);

    expect(await t.em().count(CustomerRequest, { id: stored.id })).toBe(0);
    const texts = await textsTo(stored.phone);
    expect(texts.map((text) => text.template)).toEqual(['price-offered', 'request-deleted']);
    expect(texts.every((text) => text.request === null)).toBe(true);
    expect(texts[1].body).toContain('your Jump Start request was removed by our dispatcher and its link no longer works.');
    const inbox = await t.http().get('/api/admin/conversations').set('Cookie', cookie).expect(200);
    expect(JSON.stringify(inbox.body)).toContain(stored.phone);
  });

  it('tells the customer a withdrawn payment link no longer works', async () => {
    const stored = await anAgreedRequest(t.em());
    await t.http().post(`/api/admin/requests/${stored.id}/payment-link`).set('Cookie', cookie).expect(200);

    await t.http().delete(`/api/admin/requests/${stored.id}/payment-link`).set('Cookie', cookie).expect(204);

    const texts = await textsTo(stored.phone);
    expect(texts.map((text) => text.template)).toEqual(['payment-link', 'payment-link-withdrawn']);
    expect(texts[1].body).toContain('the payment link for your Towing request was withdrawn and no longer works');
  });

  it('does not text about deleting a request the customer is done with', async () => {
    const stored = await aRequest(t.em(), { status: 'cancelled' });
    await t.http().delete(`/api/admin/requests/${stored.id}`).set('Cookie', cookie).expect(204);
    expect(await textsTo(stored.phone)).toEqual([]);
  });
});
