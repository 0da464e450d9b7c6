import type { RequestOffersView } from '../../../src/contracts/offer-views';
import { OfferExpiryService } from '../../../src/modules/dispatch/offers/offer-expiry.service';
import { CustomerRequest } from '../../../src/modules/request-core/entities/customer-request.entity';
import { ActivityLogEntry } from '../../../src/modules/request-core/entities/activity-log-entry.entity';
import { aPaidRequest } from '../../support/factories';
import { ManualClock } from '../../support/manual-clock';
import { useTestApp } from '../../support/use-test-app';
import { offerKit, TWILIO_ENV } from './support';

describe('Auto-dispatch', () => {
  const clock = new ManualClock();
  const t = useTestApp({ clock, env: TWILIO_ENV });
  const kit = offerKit(t);
  const offersOf = async (requestId: string): Promise<RequestOffersView> =>
    (await t.http().get(`/api/admin/requests/${requestId}/offers`).set('Cookie', await t.adminCookie()).expect(200)).body;

  /** The window closes on the injected clock and the sweep runs, as the worker's schedule would. */
  const closeWindows = async () => {
    clock.advance(180_000);
    await t.app.get(OfferExpiryService).sweep();
  };

  it('offers the next best provider each time a window closes, until nobody is left', async () => {
    const request = await aPaidRequest(t.em());
    const best = await kit.aTowProvider('Best Tow', 0.01);
    const next = await kit.aTowProvider('Next Tow', 0.02);

    const started: RequestOffersView = (await t.http().post(`/api/admin/requests/${request.id}/auto-dispatch`).set('Cookie', await t.adminCookie()).expect(200)).body;
    expect(started.autoDispatch).toMatchObject({ outcome: null });
    expect(started.offers.map((offer) => [offer.providerId, offer.source])).toEqual([[best.id, 'auto']]);

    await closeWindows();
    let now = await offersOf(request.id);
    expect(now.offers.map((offer) => [offer.providerId, offer.status])).toEqual([
      [next.id, 'open'],
      [best.id, 'expired'],
    ]);

    const code = await kit.offerCodeTexted(next.phone);
    await t.http().post(`/api/offers/${code}/decline`).send({}).expect(200);
    now = await offersOf(request.id);
    expect(now.autoDispatch).toMatchObject({ outcome: 'exhausted' });
    expect(await t.em().count(ActivityLogEntry, { request: request.id, action: 'No provider accepted: assign manually', userType: 'system' })).toBe(1);
  });

  it('lets the dispatcher stop it at any moment: the window then closes with no next offer', async () => {
    const request = await aPaidRequest(t.em());
    await kit.aTowProvider('Best Tow', 0.01);
    await kit.aTowProvider('Next Tow', 0.02);
    await t.http().post(`/api/admin/requests/${request.id}/auto-dispatch`).set('Cookie', await t.adminCookie()).expect(200);
    const stopped: RequestOffersView = (await t.http().delete(`/api/admin/requests/${request.id}/auto-dispatch`).set('Cookie', await t.adminCookie()).expect(200)).body;
    expect(stopped.autoDispatch).toMatchObject({ outcome: 'stopped' });
    await closeWindows();
    expect((await offersOf(request.id)).offers.map((offer) => offer.status)).toEqual(['expired']);
    expect((await t.http().delete(`/api/admin/requests/${request.id}/auto-dispatch`).set('Cookie', await t.adminCookie()).expect(409)).body.code).toBe('auto_dispatch_not_running');
  });

  it('does not start on a request that is not paid', async () => {
    const request = await aPaidRequest(t.em(), { status: 'approved', depositPaid: false, paymentStatus: null });
    await kit.aTowProvider('Ready Tow', 0.01);
    const refused = await t.http().post(`/api/admin/requests/${request.id}/auto-dispatch`).set('Cookie', await t.adminCookie()).expect(409);
    expect(refused.body.code).toBe('payment_not_received');
    expect((await offersOf(request.id)).autoDispatch).toBeNull();
  });

  it('ends with the acceptance', async () => {
    const request = await aPaidRequest(t.em());
    const best = await kit.aTowProvider('Best Tow', 0.01);
    await t.http().post(`/api/admin/requests/${request.id}/auto-dispatch`).set('Cookie', await t.adminCookie()).expect(200);
    await t.http().post(`/api/offers/${await kit.offerCodeTexted(best.phone)}/accept`).send({ etaMinutes: 9 }).expect(200);
    expect((await offersOf(request.id)).autoDispatch).toMatchObject({ outcome: 'accepted' });
  });

  it('starts on every paid request when the desk turns it on, from the payment', async () => {
    const cookie = await t.adminCookie();
    expect((await t.http().get('/api/admin/dispatch-settings').set('Cookie', cookie).expect(200)).body).toEqual({ autoDispatchAll: false });
    await t.http().put('/api/admin/dispatch-settings').set('Cookie', cookie).send({ autoDispatchAll: true }).expect(200);
    expect((await t.http().put('/api/admin/dispatch-settings').set('Cookie', cookie).send({ autoDispatchAll: 'yes' }).expect(400)).body.code).toBe('missing_field');
    await t.http().get('/api/admin/dispatch-settings').expect(401);
    const provider = await kit.aTowProvider('Always Ready Tow', 0.01);
    const { AutoDispatchService } = await import('../../../src/modules/dispatch');
    const request = await aPaidRequest(t.em());
    await t.app.get(AutoDispatchService).depositPaid(request.id);
    expect((await offersOf(request.id)).offers.map((offer) => offer.providerId)).toEqual([provider.id]);
    expect((await t.em().findOneOrFail(CustomerRequest, request.id)).provider).toBeNull();
  });
});
