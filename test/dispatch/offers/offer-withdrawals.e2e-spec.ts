import type { OfferPageView, RequestOffersView } from '../../../src/contracts/offer-views';
import { DocumentExpiryService } from '../../../src/modules/providers';
import { Offer } from '../../../src/modules/dispatch/entities/offer.entity';
import { Provider } from '../../../src/modules/providers/entities/provider.entity';
import { ActivityLogEntry } from '../../../src/modules/request-core/entities/activity-log-entry.entity';
import { aPaidRequest } from '../../support/factories';
import { ManualClock } from '../../support/manual-clock';
import { useTestApp } from '../../support/use-test-app';
import { offerKit, TWILIO_ENV } from './support';

/** 9 PM in Dallas on February 28, 2027, the eve of the day a provider's insurance lapses. */
const EVE_OF_LAPSE = new Date('2027-03-01T03:00:00Z');
/** 6:30 AM in Dallas on March 1, when the daily document check runs. */
const MORNING_OF_LAPSE = new Date('2027-03-01T12:30:00Z');

describe('Offers of a provider who can no longer take jobs', () => {
  const clock = new ManualClock(EVE_OF_LAPSE);
  // A window long enough that the offers made the evening before are still open when the morning's check runs.
  const t = useTestApp({ worker: true, clock, env: { ...TWILIO_ENV, OFFER_WINDOW_SECONDS: '43200' } });
  const kit = offerKit(t);
  const admin = async () => ({ Cookie: await t.adminCookie() });

  const offersOf = async (requestId: string): Promise<RequestOffersView> => (await t.http().get(`/api/admin/requests/${requestId}/offers`).set(await admin()).expect(200)).body;
  const statuses = async (requestId: string) => Object.fromEntries((await offersOf(requestId)).offers.map((offer) => [offer.providerName, offer.status]));
  const codesOf = async (providerId: string) => (await t.em().find(Offer, { provider: providerId }, { orderBy: { sentAt: 'asc' } })).map((offer) => offer.code);
  const page = async (code: string): Promise<OfferPageView> => (await t.http().get(`/api/offers/${code}`).expect(200)).body;
  const withdrawnLog = (requestId: string, why: string) => t.em().count(ActivityLogEntry, { request: requestId, action: { $like: `Offer to % withdrawn: ${why}` } });

  /** Two requests offered to `provider`: one by the dispatcher's choice, one by auto-dispatch with `next` behind them. */
  async function twoOffersTo(provider: Provider) {
    const chosen = await aPaidRequest(t.em());
    const cascading = await aPaidRequest(t.em(), { phone: '+12145550157' });
    await kit.send(chosen.id, { providerIds: [provider.id] });
    await t.http().post(`/api/admin/requests/${cascading.id}/auto-dispatch`).set(await admin()).expect(200);
    expect((await offersOf(cascading.id)).offers.map((offer) => offer.providerId)).toEqual([provider.id]);
    return { chosen, cascading };
  }

  it('withdraws a suspended provider’s open offers at once, says why on the offer page, and auto-dispatch moves on', async () => {
    const lapsing = await kit.aTowProvider('Lapsing Tow', 0.01, { insuranceExpiresOn: '2027-03-01', licenceExpiresOn: '2027-09-30' });
    await kit.aTowProvider('Next Tow', 0.05);
    const { chosen, cascading } = await twoOffersTo(lapsing);

    clock.set(MORNING_OF_LAPSE);
    await t.app.get(DocumentExpiryService).check();

    expect(await statuses(chosen.id)).toEqual({ 'Lapsing Tow': 'withdrawn' });
    expect(await statuses(cascading.id)).toEqual({ 'Lapsing Tow': 'withdrawn', 'Next Tow': 'open' });
    expect(await withdrawnLog(cascading.id, 'they were suspended')).toBe(1);
    for (const code of await codesOf(lapsing.id)) {
      expect(await page(code)).toMatchObject({ state: 'withdrawn', withdrawnBecause: 'suspended', secondsLeft: 0 });
      const refused = await t.http().post(`/api/offers/${code}/accept`).send({ etaMinutes: 15 }).expect(409);
      expect(refused.body).toMatchObject({ code: 'offer_withdrawn', title: 'Offer Withdrawn', message: expect.stringContaining('your provider account is suspended') });
    }
  });

  it('withdraws the open offers of a provider a dispatcher deactivates, and auto-dispatch moves on', async () => {
    const paused = await kit.aTowProvider('Paused Tow', 0.01);
    await kit.aTowProvider('Next Tow', 0.05);
    const { chosen, cascading } = await twoOffersTo(paused);

    await t.http().patch(`/api/admin/providers/${paused.id}`).set(await admin()).send({ active: false }).expect(200);

    expect(await statuses(chosen.id)).toEqual({ 'Paused Tow': 'withdrawn' });
    expect(await statuses(cascading.id)).toEqual({ 'Paused Tow': 'withdrawn', 'Next Tow': 'open' });
    expect(await withdrawnLog(chosen.id, 'a dispatcher deactivated them')).toBe(1);
    const [code] = await codesOf(paused.id);
    expect(await page(code)).toMatchObject({ state: 'withdrawn', withdrawnBecause: 'paused' });
  });

  it('withdraws the open offers of a provider who texts OFF, and auto-dispatch moves on', async () => {
    const leaving = await kit.aTowProvider('Leaving Tow', 0.01);
    await kit.aTowProvider('Next Tow', 0.05);
    const { chosen, cascading } = await twoOffersTo(leaving);

    expect((await kit.replyTo(await kit.textIn(leaving.phone, 'OFF'))).body).toContain('you are off duty');

    expect(await statuses(chosen.id)).toEqual({ 'Leaving Tow': 'withdrawn' });
    expect(await statuses(cascading.id)).toEqual({ 'Leaving Tow': 'withdrawn', 'Next Tow': 'open' });
    expect(await withdrawnLog(cascading.id, 'they went off duty')).toBe(1);
    const [code] = await codesOf(leaving.id);
    expect(await page(code)).toMatchObject({ state: 'withdrawn', withdrawnBecause: 'off_duty' });
  });

  it('leaves the offers of a provider who stays available, and an offer whose job went to someone else reads as taken', async () => {
    const staying = await kit.aTowProvider('Staying Tow', 0.01);
    const winner = await kit.aTowProvider('Winner Tow', 0.02);
    const request = await aPaidRequest(t.em());
    await kit.send(request.id, { top: 3 });
    // Already on duty: nothing changes, so nothing is withdrawn.
    await kit.replyTo(await kit.textIn(staying.phone, 'ON'));
    expect(await statuses(request.id)).toEqual({ 'Staying Tow': 'open', 'Winner Tow': 'open' });

    await t.http().post(`/api/offers/${(await codesOf(winner.id))[0]}/accept`).send({ etaMinutes: 15 }).expect(200);
    expect(await page((await codesOf(staying.id))[0])).toMatchObject({ state: 'taken', withdrawnBecause: null });
  });
});
