import type { AdminRequestView, CustomerRequestView } from '../../src/contracts/request-views';
import type { ProviderJobView } from '../../src/contracts/provider-views';
import { NoProviderWatchService } from '../../src/modules/dispatch/no-provider/no-provider-watch.service';
import { Offer } from '../../src/modules/dispatch/entities/offer.entity';
import { SmsMessage } from '../../src/modules/notifications/entities/sms-message.entity';
import { ExtraCharge } from '../../src/modules/on-site/entities/extra-charge.entity';
import { GoneOnArrivalService } from '../../src/modules/on-site/gone-on-arrival/gone-on-arrival.service';
import { LedgerEntry } from '../../src/modules/payments/entities/ledger-entry.entity';
import { Payment } from '../../src/modules/payments/entities/payment.entity';
import { ProviderDrop } from '../../src/modules/providers/entities/provider-drop.entity';
import { ProviderPosition } from '../../src/modules/providers/entities/provider-position.entity';
import { CustomerRequest } from '../../src/modules/request-core/entities/customer-request.entity';
import { DispatchSetting } from '../../src/modules/dispatch/entities/dispatch-setting.entity';
import { anAgreedRequest } from '../support/factories';
import { ManualClock } from '../support/manual-clock';
import { providerStep, uploadPhoto } from '../support/provider-steps';
import { useStandIn } from '../support/stand-in';
import { signedEvent, StripeStandIn } from '../support/stripe-stand-in';
import { useTestApp } from '../support/use-test-app';
import { waitFor } from '../support/wait-for';
import { offerKit, PICKUP, TWILIO_ENV } from '../dispatch/offers/support';

const MINUTE = 60_000;
/** About 330 m north of the pickup: too far to say the customer is not there. */
const DOWN_THE_ROAD = { lat: PICKUP.lat + 0.003, lng: PICKUP.lng };
/** About 40 m from the pickup. */
const AT_THE_PICKUP = { lat: PICKUP.lat + 0.00036, lng: PICKUP.lng };

describe('Cancelling fairly: gone on arrival, no provider in time, and a provider dropping the job', () => {
  const stripe = useStandIn(new StripeStandIn());
  const clock = new ManualClock(new Date('2026-11-25T18:00:00Z'));
  const t = useTestApp({
    worker: true,
    clock,
    env: () => ({ ...stripe.env(), ...TWILIO_ENV }),
    beforeEachTest: async () => {
      stripe.reset();
      await autoDispatchAll(false);
    },
  });
  const kit = offerKit(t);
  const autoDispatchAll = (enabled: boolean) => t.em().upsert(DispatchSetting, { name: 'auto_dispatch_all', enabled, updatedAt: clock.now() });
  const reload = (id: string) => t.em().findOneOrFail(CustomerRequest, id, { refresh: true });
  const adminView = async (id: string): Promise<AdminRequestView> =>
    (await t.http().get(`/api/admin/requests/${id}`).set('Cookie', await t.adminCookie()).expect(200)).body;
  const ledgerOf = async (requestId: string) =>
    Object.fromEntries((await t.em().find(LedgerEntry, { requestId })).map(({ kind, amountCents }) => [kind, amountCents]));
  const textTo = (phone: string, template: string) => waitFor(() => t.em().findOne(SmsMessage, { to: phone, template }));

  /** A request paid through checkout at the clock's time, so a refund goes back to the card. */
  async function aPaidJob(phone: string): Promise<CustomerRequest> {
    const request = await anAgreedRequest(t.em(), { phone, customerLat: PICKUP.lat, customerLng: PICKUP.lng });
    const started = await t.http().post(`/api/track/${request.customerTrackingId}/checkout`).send({ termsAccepted: true }).expect(200);
    const paid = signedEvent('checkout.session.completed', stripe.pay(started.body.sessionId));
    await t.http().post('/api/payments/webhook').set('Content-Type', 'application/json').set('Stripe-Signature', paid.signature).send(paid.payload).expect(200);
    return reload(request.id);
  }

  async function truckAt(requestId: string, place: { lat: number; lng: number }): Promise<void> {
    const em = t.em();
    await em.upsert(ProviderPosition, new ProviderPosition(em.getReference(CustomerRequest, requestId), place.lat, place.lng, clock.now()));
  }

  /** Paid, assigned by a dispatcher, and the provider at the car since the clock's time. */
  async function aJobAtTheCar(phone: string, providerName: string) {
    const paid = await aPaidJob(phone);
    const provider = await kit.aTowProvider(providerName, 0.05);
    const assigned = await t.http().post(`/api/admin/requests/${paid.id}/provider`).set('Cookie', await t.adminCookie()).send({ providerId: provider.id, etaMinutes: 20 }).expect(200);
    const jobId = assigned.body.providerJobId as string;
    expect((await providerStep(t, jobId, 'start_job')).status).toBe(200);
    await truckAt(paid.id, AT_THE_PICKUP);
    expect((await providerStep(t, jobId, 'mark_arrived')).status).toBe(200);
    return { id: paid.id, jobId, trackingId: paid.customerTrackingId!, provider };
  }

  const notHere = (jobId: string) => t.http().post(`/api/jobs/${jobId}/not-here`);
  const confirmGoneOnArrival = async (id: string, status: number) =>
    t.http().post(`/api/admin/requests/${id}/gone-on-arrival`).set('Cookie', await t.adminCookie()).expect(status);

  it('lets a provider report the customer not here only from the pickup, after the wait and with a photo, then closes the request with the fee kept', async () => {
    const job = await aJobAtTheCar('+12145550301', 'Rosa Diaz');

    await truckAt(job.id, DOWN_THE_ROAD);
    clock.advance(10 * MINUTE);
    await truckAt(job.id, DOWN_THE_ROAD);
    const tooFar = await notHere(job.jobId).expect(409);
    expect(tooFar.body).toMatchObject({ code: 'not_here_unavailable', message: 'You are more than 150 m from the pickup. Go to the pickup point, then try again.' });

    clock.advance(-5 * MINUTE);
    await truckAt(job.id, AT_THE_PICKUP);
    const tooSoon = await notHere(job.jobId).expect(409);
    expect(tooSoon.body.message).toBe('Wait 10 minutes at the pickup after marking your arrival, then try again.');

    clock.advance(5 * MINUTE);
    await truckAt(job.id, AT_THE_PICKUP);
    expect((await notHere(job.jobId).expect(409)).body.code).toBe('photo_required');
    expect((await uploadPhoto(t, job.jobId, 'not_here')).status).toBe(201);
    const reported = (await notHere(job.jobId).expect(200)).body as ProviderJobView;
    expect(reported.notHere).toMatchObject({ reportedAt: clock.now().toISOString(), customerHere: false });

    const callout = await textTo('+12145550301', 'customer-not-here');
    expect(callout.body).toContain('Your provider is at the pickup and cannot find you. Reply HERE within 10 minutes or the request will be closed.');
    const page = (await t.http().get(`/api/track/${job.trackingId}`).expect(200)).body as CustomerRequestView;
    expect(page.notHere).toEqual({ reportedAt: clock.now().toISOString(), replyBy: new Date(clock.now().getTime() + 10 * MINUTE).toISOString() });
    const seen = await adminView(job.id);
    expect(seen.notHere).toMatchObject({ meters: 40, waitedMinutes: 10, customerHere: false });
    expect(seen.notHere?.photoId).toEqual(expect.any(String));
    expect(seen.providerName).toBe('Rosa Diaz');

    // A charge the provider proposed at the car and nobody answered expires with the job.
    const extraPhoto = (await uploadPhoto(t, job.jobId, 'extra')).body as { id: string };
    await t.http().post(`/api/jobs/${job.jobId}/extras`).send({ kind: 'winch_out', amountCents: 7_500, photoId: extraPhoto.id }).expect(201);

    // The customer was promised 10 minutes to answer.
    expect((await confirmGoneOnArrival(job.id, 409)).body.code).toBe('gone_on_arrival_not_yet');
    clock.advance(10 * MINUTE);
    await confirmGoneOnArrival(job.id, 204);

    expect(await reload(job.id)).toMatchObject({ status: 'cancelled', cancellationCause: 'gone_on_arrival', cancellationFeeCents: 3000, providerCreditCents: 1800 });
    expect(await ledgerOf(job.id)).toEqual({ platform_fee: 1200, provider_credit: 1800 });
    expect(stripe.refunds).toEqual([]);
    await waitFor(async () => (await t.em().find(ExtraCharge, { request: job.id, status: 'expired' })).length === 1);
    const receipt = await textTo('+12145550301', 'gone-on-arrival-receipt');
    expect(receipt.body).toContain('Cancellation fee: $30.00, kept from your deposit.');
    expect((await textTo(job.provider.phone, 'job-closed-gone-on-arrival')).body).toContain('You are credited a $18.00 trip fee.');
    const closed = (await t.http().get(`/api/track/${job.trackingId}`).expect(200)).body as CustomerRequestView;
    expect(closed.cancelled).toMatchObject({ cause: 'gone_on_arrival', feeCents: 3000 });
    const providerPage = (await t.http().get(`/api/jobs/${job.jobId}`).expect(200)).body as ProviderJobView;
    expect(providerPage.cancellation).toEqual({ cause: 'gone_on_arrival', tripFeeCents: 1800 });
  });

  it("keeps the request open when the customer answers HERE, tells the provider, and closes an unanswered one by itself only once auto-dispatch is on", async () => {
    const answered = await aJobAtTheCar('+12145550302', 'Sam Rivera');
    clock.advance(10 * MINUTE);
    await truckAt(answered.id, AT_THE_PICKUP);
    await uploadPhoto(t, answered.jobId, 'not_here');
    await notHere(answered.jobId).expect(200);
    const here = await kit.textIn('+12145550302', 'here');
    expect((await kit.replyTo(here)).body).toContain('we told your provider you are at the pickup');
    expect((await textTo(answered.provider.phone, 'customer-is-here')).body).toContain('the customer replied HERE');
    clock.advance(30 * MINUTE);
    expect((await confirmGoneOnArrival(answered.id, 409)).body.code).toBe('gone_on_arrival_not_yet');

    const silent = await aJobAtTheCar('+12145550303', 'Ana Cruz');
    clock.advance(10 * MINUTE);
    await truckAt(silent.id, AT_THE_PICKUP);
    await uploadPhoto(t, silent.jobId, 'not_here');
    await notHere(silent.jobId).expect(200);
    clock.advance(20 * MINUTE);
    const sweep = () => t.app.get(GoneOnArrivalService).sweep();
    expect(await sweep()).toBe(0);
    expect((await reload(silent.id)).status).toBe('arrived');
    await autoDispatchAll(true);
    expect(await sweep()).toBe(1);
    expect(await reload(silent.id)).toMatchObject({ status: 'cancelled', cancellationCause: 'gone_on_arrival' });
    expect((await reload(answered.id)).status).toBe('arrived');
    expect(await sweep()).toBe(0);
  });

  it('offers the customer their money back once nobody took the paid job in 20 minutes, by text and on the page, once', async () => {
    const paid = await aPaidJob('+12145550304');
    const watch = () => t.app.get(NoProviderWatchService).sweep();
    clock.advance(19 * MINUTE);
    expect(await watch()).toBe(0);
    clock.advance(1 * MINUTE);
    expect(await watch()).toBe(1);
    expect(await watch()).toBe(0);
    const asked = await t.em().find(SmsMessage, { to: '+12145550304', template: 'no-provider-yet' });
    expect(asked).toHaveLength(1);
    expect(asked[0].body).toContain('Reply WAIT to keep waiting while we keep looking, or REFUND to cancel and get your $30.00 deposit back in full.');
    expect((await adminView(paid.id)).noProviderSince).toBe(clock.now().toISOString());
    const page = (await t.http().get(`/api/track/${paid.customerTrackingId}`).expect(200)).body as CustomerRequestView;
    expect(page.noProvider).toEqual({ askedAt: clock.now().toISOString(), choice: null });

    const wait = await kit.textIn('+12145550304', 'WAIT');
    expect((await kit.replyTo(wait)).body).toContain('We keep looking and will text you when a provider takes your request.');
    expect((await reload(paid.id)).noProviderChoice).toBe('wait');

    const refunded = (await t.http().post(`/api/track/${paid.customerTrackingId}/late-choice`).send({ choice: 'refund' }).expect(200)).body as CustomerRequestView;
    expect(refunded).toMatchObject({ status: 'cancelled', paymentStatus: 'refunded', noProvider: null });
    // A second REFUND (a double tap, a text crossing the page) refunds nothing more.
    await t.http().post(`/api/track/${paid.customerTrackingId}/late-choice`).send({ choice: 'refund' }).expect(200);
    expect(await reload(paid.id)).toMatchObject({ cancellationCause: 'no_provider', cancellationFeeCents: 0 });
    expect(await ledgerOf(paid.id)).toEqual({ refund: 3000 });
    expect(stripe.refunds).toHaveLength(1);
    expect(await t.em().find(Payment, { request: paid.id })).toMatchObject([{ status: 'refunded' }]);
  });

  it('sends a job its provider drops before arriving straight back to offers, tells the customer, and counts the drop', async () => {
    const paid = await aPaidJob('+12145550305');
    const dropping = await kit.aTowProvider('Lee Park', 0.02);
    const other = await kit.aTowProvider('Kim Vo', 0.04);
    const assigned = await t.http().post(`/api/admin/requests/${paid.id}/provider`).set('Cookie', await t.adminCookie()).send({ providerId: dropping.id, etaMinutes: 20 }).expect(200);
    const jobId = assigned.body.providerJobId as string;
    expect((await providerStep(t, jobId, 'start_job')).status).toBe(200);

    await t.http().post(`/api/jobs/${jobId}/drop`).send({ reason: 'sometimes' }).expect(400);
    await t.http().post(`/api/jobs/${jobId}/drop`).send({ reason: 'vehicle_trouble', note: 'Flat on I-35' }).expect(204);

    expect(await reload(paid.id)).toMatchObject({ status: 'deposit_paid', provider: null, providerJobId: null });
    expect((await textTo('+12145550305', 'provider-dropped')).body).toContain('You keep your place');
    const offers = await waitFor(async () => {
      const open = await t.em().find(Offer, { request: paid.id });
      return open.length > 0 ? open : null;
    });
    expect(offers.map((offer) => offer.provider.id)).toEqual([other.id]);
    expect(await t.em().find(ProviderDrop, { requestId: paid.id })).toMatchObject([{ providerId: dropping.id, reason: 'vehicle_trouble', statusAtDrop: 'en_route' }]);
    const roster = (await t.http().get('/api/admin/providers').set('Cookie', await t.adminCookie()).expect(200)).body as Array<{ id: string; scorecard: { droppedJobs: number } }>;
    expect(roster.find((row) => row.id === dropping.id)?.scorecard.droppedJobs).toBe(1);
    expect(roster.find((row) => row.id === other.id)?.scorecard.droppedJobs).toBe(0);
    // The old link no longer reaches the job.
    expect((await t.http().get(`/api/jobs/${jobId}`)).status).toBe(410);
  });
});
