import type { OfferPageView, RequestOffersView } from '../../../src/contracts/offer-views';
import { BUSINESS_TIME_ZONE } from '../../../src/domain/business-time';
import { CustomerRequest } from '../../../src/modules/request-core/entities/customer-request.entity';
import { Offer } from '../../../src/modules/dispatch/entities/offer.entity';
import { Provider } from '../../../src/modules/providers/entities/provider.entity';
import { OfferExpiryService } from '../../../src/modules/dispatch/offers/offer-expiry.service';
import { SmsMessage } from '../../../src/modules/notifications/entities/sms-message.entity';
import { ActivityLogEntry } from '../../../src/modules/request-core/entities/activity-log-entry.entity';
import { aPaidRequest } from '../../support/factories';
import { ManualClock } from '../../support/manual-clock';
import { useTestApp } from '../../support/use-test-app';
import { waitFor } from '../../support/wait-for';
import { offerKit, TWILIO_ENV } from './support';

const WINDOW_MS = 180_000;

describe('Timed offers', () => {
  const clock = new ManualClock();
  const t = useTestApp({ worker: true, clock, env: TWILIO_ENV });
  const kit = offerKit(t);

  const page = (code: string) => t.http().get(`/api/offers/${code}`);
  const accept = (code: string, etaMinutes: unknown) => t.http().post(`/api/offers/${code}/accept`).send({ etaMinutes });
  const offersOf = async (requestId: string): Promise<RequestOffersView> =>
    (await t.http().get(`/api/admin/requests/${requestId}/offers`).set('Cookie', await t.adminCookie()).expect(200)).body;
  const expiry = () => t.app.get(OfferExpiryService);

  describe('sending', () => {
    it('offers the job to the three best eligible trucks at once, each by a text with its page, and never to a suspended or off-duty one', async () => {
      const request = await aPaidRequest(t.em());
      const best = await kit.aTowProvider('Best Tow', 0.01);
      const second = await kit.aTowProvider('Second Tow', 0.02);
      const third = await kit.aTowProvider('Third Tow', 0.03);
      const fourth = await kit.aTowProvider('Fourth Tow', 0.04);
      const suspended = await kit.aTowProvider('Suspended Tow', 0.001, { active: false });
      const offDuty = await kit.aTowProvider('Sleeping Tow', 0.002, { onDuty: false });

      const sent = await kit.send(request.id, { top: 3 });
      expect(sent.offers.map((offer) => offer.providerName).sort()).toEqual(['Best Tow', 'Second Tow', 'Third Tow']);
      expect(sent.offers.every((offer) => offer.status === 'open' && offer.source === 'top')).toBe(true);
      expect(new Date(sent.offers[0].expiresAt).getTime() - new Date(sent.offers[0].sentAt).getTime()).toBe(WINDOW_MS);

      const [text] = await kit.textsTo(best.phone, 'job-offer');
      const jobNumber = sent.offers.find((offer) => offer.providerId === best.id)!.jobNumber;
      expect(text.body).toContain(`DFW Roadside job offer ${jobNumber}: Towing for a 2018 Ford F-150 near Marilla St, Dallas, 0.7 mi away. You collect $170.00 (85%).`);
      expect(text.body).toMatch(new RegExp(`/offer/[A-Za-z0-9_-]{22} `));
      expect(text.body).not.toContain('1500');
      for (const left of [fourth, suspended, offDuty]) expect(await kit.textsTo(left.phone, 'job-offer')).toEqual([]);
      void second;
      void third;

      // The next 'Offer to Top 3' reaches only the one eligible provider not offered yet.
      const again = await kit.send(request.id, { top: 3 });
      expect(again.offers.filter((offer) => offer.providerId === fourth.id)).toHaveLength(1);
      const log = await t.em().find(ActivityLogEntry, { request: request.id }, { orderBy: { id: 'asc' } });
      expect(log.map((entry) => entry.action)).toContainEqual(expect.stringMatching(/^Offered the job to Fourth Tow \(offer \d{4}\); 180 seconds to answer$/));
    });

    it('says No Eligible Providers when nobody can take it, and refuses a chosen provider who cannot', async () => {
      const request = await aPaidRequest(t.em());
      const offDuty = await kit.aTowProvider('Sleeping Tow', 0.01, { onDuty: false });
      const none = await t.http().post(`/api/admin/requests/${request.id}/offers`).set('Cookie', await t.adminCookie()).send({ top: 3 }).expect(409);
      expect(none.body).toMatchObject({ code: 'no_eligible_providers', title: 'No Eligible Providers' });
      const chosen = await t.http().post(`/api/admin/requests/${request.id}/offers`).set('Cookie', await t.adminCookie()).send({ providerIds: [offDuty.id] }).expect(409);
      expect(chosen.body).toMatchObject({ code: 'provider_not_eligible' });
      const both = await t.http().post(`/api/admin/requests/${request.id}/offers`).set('Cookie', await t.adminCookie()).send({ providerIds: [offDuty.id], top: 3 }).expect(400);
      expect(both.body.code).toBe('invalid_offer_choice');
      await t.http().post(`/api/admin/requests/${request.id}/offers`).send({ top: 3 }).expect(401);
    });

    it('refuses a second open offer of the same job to the same provider', async () => {
      const request = await aPaidRequest(t.em());
      const provider = await kit.aTowProvider('Once Tow', 0.01);
      await kit.send(request.id, { providerIds: [provider.id] });
      const again = await t.http().post(`/api/admin/requests/${request.id}/offers`).set('Cookie', await t.adminCookie()).send({ providerIds: [provider.id] }).expect(409);
      expect(again.body).toMatchObject({ code: 'already_offered', message: 'Once Tow already has an open offer for this job.' });
      expect(await kit.textsTo(provider.phone, 'job-offer')).toHaveLength(1);
    });

    it('sends no offer for a request that is not paid', async () => {
      const request = await aPaidRequest(t.em(), { status: 'approved', depositPaid: false, paymentStatus: null });
      await kit.aTowProvider('Ready Tow', 0.01);
      const refused = await t.http().post(`/api/admin/requests/${request.id}/offers`).set('Cookie', await t.adminCookie()).send({ top: 3 }).expect(409);
      expect(refused.body.code).toBe('payment_not_received');
    });
  });

  describe('the first valid acceptance wins', () => {
    it('gives the job to exactly one of 20 providers accepting at once by page and by text; the 19 others are told it is taken', async () => {
      const request = await aPaidRequest(t.em());
      const providers = await Promise.all(Array.from({ length: 20 }, (_, index) => kit.aTowProvider(`Tow ${index + 1}`, 0.001 * (index + 1))));
      for (const provider of providers) await kit.send(request.id, { providerIds: [provider.id] });
      const offers = (await offersOf(request.id)).offers;
      const codes = await Promise.all(providers.map((provider) => kit.offerCodeTexted(provider.phone)));
      const byPage = providers.slice(0, 10);
      const byText = providers.slice(10);

      const [pageAnswers] = await Promise.all([
        Promise.all(byPage.map((_, index) => accept(codes[index], 15 + index))),
        Promise.all(byText.map((provider) => {
          const jobNumber = offers.find((offer) => offer.providerId === provider.id)!.jobNumber;
          return kit.textIn(provider.phone, `YES ${jobNumber} 25`);
        })),
      ]);

      const assigned = await t.em().findOneOrFail(CustomerRequest, request.id, { populate: ['provider'] });
      expect(assigned.status).toBe('provider_assigned');
      const accepted = await t.em().find(Offer, { request: request.id, status: 'accepted' }, { populate: ['provider'] });
      expect(accepted).toHaveLength(1);
      expect(accepted[0].provider.id).toBe(assigned.provider!.id);
      expect(await t.em().count(Offer, { request: request.id, status: 'withdrawn' })).toBe(19);

      const pageWinners = pageAnswers.filter((answer) => answer.status === 200);
      const pageLosers = pageAnswers.filter((answer) => answer.status === 409);
      expect(pageWinners.length + pageLosers.length).toBe(10);
      expect(pageLosers.every((answer) => answer.body.title === 'Job Already Taken')).toBe(true);
      const losers = providers.filter((provider) => provider.id !== assigned.provider!.id);
      for (const loser of losers) {
        const taken = await waitFor(async () => (await kit.textsTo(loser.phone, 'offer-taken'))[0]);
        expect(taken.body).toMatch(/^DFW Roadside: This job has been taken by another provider \(offer \d{4}\)\. No action is needed\./);
      }
      expect(await t.em().count(SmsMessage, { template: 'job-assigned', request: request.id })).toBe(1);
    });

    it('closes an offer once when its acceptance and its decline race: the row, the answers and the log agree', async () => {
      for (let round = 0; round < 4; round++) {
        const request = await aPaidRequest(t.em());
        const provider = await kit.aTowProvider(`Torn Tow ${round}`, 0.01);
        await kit.send(request.id, { providerIds: [provider.id] });
        const code = await kit.offerCodeTexted(provider.phone);
        const offer = await t.em().findOneOrFail(Offer, { request: request.id });
        const [accepted, declined] = await Promise.all([
          accept(code, 15),
          t.http().post(`/api/offers/${code}/decline`).send({ reason: 'Flat tire' }),
        ]);
        expect([accepted.status, declined.status].sort()).toEqual([200, 409]);
        const row = await t.em().findOneOrFail(Offer, offer.id, { refresh: true });
        expect(row.status).toBe(accepted.status === 200 ? 'accepted' : 'declined');
        expect((accepted.status === 200 ? declined : accepted).body.code).toBe('offer_answered');
        const answers = await t.em().find(ActivityLogEntry, { request: request.id, action: { $re: 'accepted offer|declined the offer|expired unanswered' } });
        expect(answers).toHaveLength(1);
      }
    });

    it('leaves a decline that won standing when the dispatcher assigns by hand at the same moment', async () => {
      for (let round = 0; round < 4; round++) {
        const request = await aPaidRequest(t.em());
        const offered = await kit.aTowProvider(`Declining Tow ${round}`, 0.01);
        const manual = await kit.aTowProvider(`Hand-Picked Tow ${round}`, 0.05);
        await kit.send(request.id, { providerIds: [offered.id] });
        const code = await kit.offerCodeTexted(offered.phone);
        const [declined] = await Promise.all([
          t.http().post(`/api/offers/${code}/decline`).send({}),
          t.http().post(`/api/admin/requests/${request.id}/provider`).set('Cookie', await t.adminCookie()).send({ providerId: manual.id }).expect(200),
        ]);
        const row = await t.em().findOneOrFail(Offer, { request: request.id }, { refresh: true });
        expect(row.status).toBe(declined.status === 200 ? 'declined' : 'withdrawn');
        expect(await kit.textsTo(offered.phone, 'offer-taken')).toHaveLength(declined.status === 200 ? 0 : 1);
      }
    });

    it('texts the customer who is coming and when, and the promised ETA is the provider’s', async () => {
      const request = await aPaidRequest(t.em());
      const provider = await kit.aTowProvider('Quick Tow', 0.01, { vehicleInfo: 'White wrecker' });
      await kit.send(request.id, { providerIds: [provider.id] });
      const answer = await accept(await kit.offerCodeTexted(provider.phone), 20).expect(200);
      const view: OfferPageView = answer.body;
      expect(view).toMatchObject({ state: 'accepted', etaMinutes: 20 });
      expect(view.jobPath).toMatch(/^\/provider\/[A-Z0-9]{9}$/);
      const stored = await t.em().findOneOrFail(CustomerRequest, request.id);
      expect(stored.providerEtaMinutes).toBe(20);
      const [customerText] = await t.em().find(SmsMessage, { to: request.phone, template: 'provider-assigned' });
      const by = new Date(clock.now().getTime() + 20 * 60_000).toLocaleTimeString('en-US', { hour: 'numeric', minute: '2-digit', timeZone: BUSINESS_TIME_ZONE });
      expect(customerText.body).toContain(`Quick Tow is your provider (White wrecker), arriving by ${by}.`);
    });

    it('refuses an acceptance 1 ms after the window closes, and takes one 1 ms before', async () => {
      const request = await aPaidRequest(t.em());
      const late = await kit.aTowProvider('Late Tow', 0.01);
      const onTime = await kit.aTowProvider('On Time Tow', 0.02);
      await kit.send(request.id, { providerIds: [late.id] });
      await kit.send(request.id, { providerIds: [onTime.id] });
      const { offers } = await offersOf(request.id);
      const expiresAt = (id: string) => new Date(offers.find((offer) => offer.providerId === id)!.expiresAt).getTime();

      clock.set(new Date(expiresAt(late.id) + 1));
      const refused = await accept(await kit.offerCodeTexted(late.phone), 15).expect(409);
      expect(refused.body).toMatchObject({ code: 'offer_expired', title: 'Offer Expired' });

      clock.set(new Date(expiresAt(onTime.id) - 1));
      await accept(await kit.offerCodeTexted(onTime.phone), 15).expect(200);
    });

    it('answers a withdrawn offer’s link with Job Already Taken', async () => {
      const request = await aPaidRequest(t.em());
      const winner = await kit.aTowProvider('Winner Tow', 0.01);
      const other = await kit.aTowProvider('Other Tow', 0.02);
      await kit.send(request.id, { top: 3 });
      await accept(await kit.offerCodeTexted(winner.phone), 12).expect(200);

      const code = await kit.offerCodeTexted(other.phone);
      expect((await page(code).expect(200)).body).toMatchObject({ state: 'taken', secondsLeft: 0, jobPath: null });
      expect((await accept(code, 10).expect(409)).body).toMatchObject({ code: 'job_already_taken', title: 'Job Already Taken' });
    });

    it('refuses a second job to a provider who took one, even when they accept both at once', async () => {
      const first = await aPaidRequest(t.em());
      const second = await aPaidRequest(t.em(), { phone: '+12145550155' });
      const provider = await kit.aTowProvider('Eager Tow', 0.01);
      await kit.send(first.id, { providerIds: [provider.id] });
      await kit.send(second.id, { providerIds: [provider.id] });
      const codes = (await t.em().find(Offer, { provider: provider.id })).map((offer) => offer.code);
      const answers = await Promise.all(codes.map((code) => accept(code, 10)));
      expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
      // Refused as busy, or, if it came after the win withdrew the provider's other offers, as withdrawn.
      expect(['provider_busy', 'offer_withdrawn']).toContain(answers.find((answer) => answer.status === 409)!.body.code);
      expect(await t.em().count(CustomerRequest, { provider: provider.id })).toBe(1);
    });

    it('closes the winner’s offers of other jobs, and their auto-dispatch moves on to the next provider', async () => {
      const first = await aPaidRequest(t.em());
      const second = await aPaidRequest(t.em(), { phone: '+12145550154' });
      const busy = await kit.aTowProvider('Busy Soon Tow', 0.01);
      const next = await kit.aTowProvider('Next In Line Tow', 0.05);
      await kit.send(first.id, { providerIds: [busy.id] });
      await t.http().post(`/api/admin/requests/${second.id}/auto-dispatch`).set('Cookie', await t.adminCookie()).expect(200);
      const [firstOffer, secondOffer] = await Promise.all([first, second].map(async (request) => (await offersOf(request.id)).offers[0]));
      expect(secondOffer.providerId).toBe(busy.id);

      await accept((await t.em().findOneOrFail(Offer, firstOffer.id)).code, 10).expect(200);
      const afterwards = (await offersOf(second.id)).offers;
      expect(Object.fromEntries(afterwards.map((offer) => [offer.providerId, offer.status]))).toEqual({ [next.id]: 'open', [busy.id]: 'withdrawn' });
      expect(await t.em().count(ActivityLogEntry, { request: second.id, action: { $like: 'Offer to Busy Soon Tow (offer %) withdrawn: they took another job' } })).toBe(1);
      const staleCode = (await t.em().findOneOrFail(Offer, secondOffer.id)).code;
      expect((await page(staleCode).expect(200)).body).toMatchObject({ state: 'withdrawn', withdrawnBecause: 'on_another_job' });
      const stale = await accept(staleCode, 10).expect(409);
      expect(stale.body).toMatchObject({ code: 'offer_withdrawn', message: 'This offer was withdrawn because you took another job. No action is needed.' });
    });

    it('refuses the acceptance of a provider paused after the offer went out, and says why', async () => {
      const request = await aPaidRequest(t.em());
      const provider = await kit.aTowProvider('Paused Tow', 0.01);
      await kit.send(request.id, { providerIds: [provider.id] });
      await t.em().nativeUpdate(Provider, { id: provider.id }, { active: false });
      const refused = await accept(await kit.offerCodeTexted(provider.phone), 10).expect(409);
      expect(refused.body).toMatchObject({ code: 'provider_paused', message: expect.stringContaining('Your provider account is paused') });
      expect((await t.em().findOneOrFail(CustomerRequest, request.id)).provider).toBeNull();
    });

    it('refuses the acceptance of a provider suspended after the offer went out, saying their documents lapsed', async () => {
      const request = await aPaidRequest(t.em());
      const provider = await kit.aTowProvider('Lapsed Tow', 0.01);
      await kit.send(request.id, { providerIds: [provider.id] });
      await t.em().nativeUpdate(Provider, { id: provider.id }, { networkStatus: 'suspended', suspension: 'insurance_expired' });
      const refused = await accept(await kit.offerCodeTexted(provider.phone), 10).expect(409);
      expect(refused.body).toMatchObject({ code: 'account_suspended', message: expect.stringContaining('until a dispatcher approves your renewed documents') });
      expect((await t.em().findOneOrFail(CustomerRequest, request.id)).provider).toBeNull();
    });

    it('withdraws open offers when the dispatcher assigns by hand', async () => {
      const request = await aPaidRequest(t.em());
      const offered = await kit.aTowProvider('Offered Tow', 0.01);
      const manual = await kit.aTowProvider('Manual Tow', 0.05);
      await kit.send(request.id, { providerIds: [offered.id] });
      await t.http().post(`/api/admin/requests/${request.id}/provider`).set('Cookie', await t.adminCookie()).send({ providerId: manual.id }).expect(200);
      expect((await page(await kit.offerCodeTexted(offered.phone)).expect(200)).body.state).toBe('taken');
      expect(await kit.textsTo(offered.phone, 'offer-taken')).toHaveLength(1);
    });
  });

  describe('the offer page', () => {
    it('shows the provider the job without the customer’s details, counts down, and logs the first open as seen', async () => {
      const request = await aPaidRequest(t.em());
      const provider = await kit.aTowProvider('Page Tow', 0.01);
      await kit.send(request.id, { providerIds: [provider.id] });
      const code = await kit.offerCodeTexted(provider.phone);
      clock.advance(30_000);
      const view: OfferPageView = (await page(code).expect(200)).body;
      expect(view).toMatchObject({ state: 'open', serviceType: 'Towing', pickupArea: 'Marilla St, Dallas', payoutCents: 17000, secondsLeft: 150 });
      expect(JSON.stringify(view)).not.toContain(request.phone);
      await page(code).expect(200);
      const seen = await t.em().find(ActivityLogEntry, { request: request.id, action: { $like: '%opened the offer' } });
      expect(seen).toHaveLength(1);
      expect((await offersOf(request.id)).offers[0].seenAt).not.toBeNull();
    });

    it('takes a decline with its reason, and wants an ETA from 1 to 180 minutes to accept', async () => {
      const request = await aPaidRequest(t.em());
      const provider = await kit.aTowProvider('Busy Day Tow', 0.01);
      await kit.send(request.id, { providerIds: [provider.id] });
      const code = await kit.offerCodeTexted(provider.phone);
      for (const eta of [0, 181, 12.5, '20', null]) {
        expect((await accept(code, eta).expect(400)).body).toMatchObject({ code: 'invalid_eta', title: 'ETA Required' });
      }
      const declined = await t.http().post(`/api/offers/${code}/decline`).send({ reason: 'Too far' }).expect(200);
      expect(declined.body.state).toBe('declined');
      expect((await offersOf(request.id)).offers[0]).toMatchObject({ status: 'declined', declineReason: 'Too far' });
      expect((await accept(code, 10).expect(409)).body.code).toBe('offer_answered');
    });

    it('answers 404 for an unknown code and throttles guessing like every link', async () => {
      const unknown = 'A'.repeat(22);
      expect((await page(unknown).expect(404)).body.code).toBe('offer_not_found');
      let status = 404;
      for (let attempt = 0; attempt < 15 && status === 404; attempt++) status = (await page(`${'B'.repeat(21)}${attempt % 10}`)).status;
      expect(status).toBe(429);
    });
  });

  describe('expiry', () => {
    it('closes a window unanswered, logs it and frees nobody else', async () => {
      const request = await aPaidRequest(t.em());
      const provider = await kit.aTowProvider('Slow Tow', 0.01);
      await kit.send(request.id, { providerIds: [provider.id] });
      const [offer] = (await offersOf(request.id)).offers;

      clock.set(new Date(new Date(offer.expiresAt).getTime() - 1));
      expect((await expiry().expire(offer.id)).outcome).toBe('skipped');
      clock.set(new Date(offer.expiresAt));
      expect((await expiry().expire(offer.id)).outcome).toBe('done');
      expect((await expiry().expire(offer.id)).outcome).toBe('skipped');
      expect((await offersOf(request.id)).offers[0].status).toBe('expired');
      expect(await t.em().count(ActivityLogEntry, { request: request.id, action: { $like: 'Offer to Slow Tow (offer %) expired unanswered' } })).toBe(1);
    });
  });
});
