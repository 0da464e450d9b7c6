import { SmsMessage } from '../../src/modules/notifications/entities/sms-message.entity';
import { CustomerRequest } from '../../src/modules/request-core/entities/customer-request.entity';
import { aRequest } from '../support/factories';
import { COUNTERED, FINAL_OFFERED, PRICED } from '../support/negotiation-states';
import { useTestApp } from '../support/use-test-app';

describe('Racing pricing writes', () => {
  const t = useTestApp();
  const reload = (id: string) => t.em().findOneOrFail(CustomerRequest, id);

  it('of 50 concurrent counter-offers exactly one wins; the rest are told the counter-offer is used', async () => {
    const stored = await aRequest(t.em(), { status: 'admin_priced', adminPriceCents: 20000 });
    const amounts = Array.from({ length: 50 }, (_, i) => 100 + i);
    const responses = await Promise.all(
      amounts.map((amount) =>
        t.http().post(`/api/track/${stored.customerTrackingId}/counter-offer`).send({ amountCents: amount * 100 }),
      ),
    );

    const winners = responses.filter((response) => response.status === 200);
    const losers = responses.filter((response) => response.status !== 200);
    expect(winners).toHaveLength(1);
    expect(losers.map((response) => [response.status, response.body.title, response.body.message])).toEqual(
      Array(49).fill([409, 'Counter-Offer Already Used', 'You can only make one counter-offer per request.']),
    );
    const saved = await reload(stored.id);
    expect(saved.customerCounterOfferCents).toBe(winners[0].body.customerCounterOfferCents);
    expect(saved.status).toBe('negotiating');
  });

  it('of a concurrent accept and reject of the final offer exactly one wins', async () => {
    const stored = await aRequest(t.em(), FINAL_OFFERED);
    const [accept, reject] = await Promise.all([
      t.http().post(`/api/track/${stored.customerTrackingId}/accept`).send({ termsAccepted: true }),
      t.http().post(`/api/track/${stored.customerTrackingId}/reject`).send({}),
    ]);
    expect([accept.status, reject.status].sort()).toEqual([200, 409]);
    expect((await reload(stored.id)).status).toBe(accept.status === 200 ? 'approved' : 'cancelled');
  });

  it('of a concurrent admin accept and reject of the counter-offer exactly one wins', async () => {
    const stored = await aRequest(t.em(), COUNTERED);
    const cookie = await t.adminCookie();
    const [accept, reject] = await Promise.all([
      t.http().post(`/api/admin/requests/${stored.id}/counter-offer/accept`).set('Cookie', cookie),
      t.http().post(`/api/admin/requests/${stored.id}/counter-offer/reject`).set('Cookie', cookie),
    ]);
    expect([accept.status, reject.status].sort()).toEqual([204, 409]);
    expect((await reload(stored.id)).status).toBe(accept.status === 204 ? 'approved' : 'cancelled');
  });

  it('of 20 identical concurrent price-sets exactly one wins and none fails with a 5xx', async () => {
    const stored = await aRequest(t.em());
    const cookie = await t.adminCookie();
    const responses = await Promise.all(
      Array.from({ length: 20 }, () =>
        t.http().post(`/api/admin/requests/${stored.id}/price`).set('Cookie', cookie).send({ priceCents: 12500 }),
      ),
    );
    expect(responses.map((response) => response.status).sort()).toEqual([204, ...Array(19).fill(409)]);
    expect(new Set(responses.filter((r) => r.status === 409).map((r) => r.body.message))).toEqual(
      new Set(['This request is Priced; it can no longer be priced.']),
    );
    expect(await t.em().count(SmsMessage, { request: stored.id, template: 'price-offered' })).toBe(1);
  });

  describe('every pricing move, sent 10 times at once, has one winner and no 5xx', () => {
    const cases = [
      { name: 'the final offer', state: COUNTERED, path: 'final-offer', body: { amountCents: 11000 }, admin: true, texts: 1 },
      { name: 'accepting the counter-offer', state: COUNTERED, path: 'counter-offer/accept', body: {}, admin: true, texts: 1 },
      { name: 'rejecting the counter-offer', state: COUNTERED, path: 'counter-offer/reject', body: {}, admin: true, texts: 1 },
      { name: "the customer's accept", state: PRICED, path: 'accept', body: { termsAccepted: true }, admin: false, texts: 1 },
      { name: "the customer's rejection", state: FINAL_OFFERED, path: 'reject', body: {}, admin: false, texts: 1 },
    ];

    it.each(cases)('$name', async ({ state, path, body, admin, texts }) => {
      const stored = await aRequest(t.em(), state);
      const cookie = admin ? await t.adminCookie() : '';
      const url = admin ? `/api/admin/requests/${stored.id}/${path}` : `/api/track/${stored.customerTrackingId}/${path}`;
      const responses = await Promise.all(
        Array.from({ length: 10 }, () => {
          const call = t.http().post(url).send(body);
          return admin ? call.set('Cookie', cookie) : call;
        }),
      );
      const statuses = responses.map((response) => response.status);
      expect(statuses.filter((status) => status >= 500)).toEqual([]);
      expect(statuses.filter((status) => status < 300)).toHaveLength(1);
      expect(statuses.filter((status) => status === 409)).toHaveLength(9);
      expect(await t.em().count(SmsMessage, { request: stored.id })).toBe(texts);
    });
  });
});
