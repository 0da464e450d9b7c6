import { LedgerEntry } from '../../src/modules/payments/entities/ledger-entry.entity';
import type { AdminRequestView, CustomerRequestView } from '../../src/contracts/request-views';
import { ArrivalWatchService } from '../../src/modules/on-site/arrival/arrival-watch.service';
import { ProviderPosition } from '../../src/modules/providers/entities/provider-position.entity';
import { Provider } from '../../src/modules/providers/entities/provider.entity';
import { SmsMessage } from '../../src/modules/notifications/entities/sms-message.entity';
import { ActivityLogEntry } from '../../src/modules/request-core/entities/activity-log-entry.entity';
import { CustomerRequest } from '../../src/modules/request-core/entities/customer-request.entity';
import { anAgreedRequest, aProvider } from '../support/factories';
import { ManualClock } from '../support/manual-clock';
import { inboundTexts } from '../support/inbound-texts';
import { useStandIn } from '../support/stand-in';
import { signedEvent, StripeStandIn } from '../support/stripe-stand-in';
import { providerStep } from '../support/provider-steps';
import { useTestApp } from '../support/use-test-app';
import { waitFor } from '../support/wait-for';
import { offerKit } from '../dispatch/offers/support';

const TWILIO = { accountSid: 'AC00000000000000000000000000000f24', authToken: 'test-auth-token-arrival-0123456789', number: '+14695550100' };
/** Downtown Dallas, where the customer waits. */
const PICKUP = { customerLat: 32.7767, customerLng: -96.797 };
/** About 8.3 miles north as the crow flies: 20 minutes at 25 mph. */
const NORTH = { lat: 32.8967, lng: -96.797 };
/** A quarter mile from the customer. */
const CLOSE = { lat: 32.7803, lng: -96.797 };
const MINUTE = 60_000;

describe("Honest ETAs: the promise, the watch, and the customer's choice", () => {
  const stripe = useStandIn(new StripeStandIn());
  // Noon in Dallas.
  const clock = new ManualClock(new Date('2026-11-25T18:00:00Z'));
  const t = useTestApp({
    worker: true,
    clock,
    env: () => ({ ...stripe.env(), TWILIO_ACCOUNT_SID: TWILIO.accountSid, TWILIO_AUTH_TOKEN: TWILIO.authToken, TWILIO_FROM: TWILIO.number }),
    beforeEachTest: () => stripe.reset(),
  });
  const kit = offerKit(t);
  const watch = () => t.app.get(ArrivalWatchService).sweep();
  const reload = (id: string) => t.em().findOneOrFail(CustomerRequest, id, { refresh: true });
  const textsTo = (phone: string, template: string) => t.em().find(SmsMessage, { to: phone, template }, { orderBy: { createdAt: 'asc' } });
  const log = async (id: string) => (await t.em().find(ActivityLogEntry, { request: id }, { orderBy: { id: 'asc' } })).map((entry) => entry.action);
  const step = (jobId: string, action: string) => providerStep(t, jobId, action);
  const adminView = async (id: string): Promise<AdminRequestView> =>
    (await t.http().get(`/api/admin/requests/${id}`).set('Cookie', await t.adminCookie()).expect(200)).body;

  /** A request paid through checkout, so a refund goes back to the card. */
  async function aPaidJob(phone: string): Promise<CustomerRequest> {
    const request = await anAgreedRequest(t.em(), { phone, ...PICKUP });
    const started = await t.http().post(`/api/track/${request.customerTrackingId}/checkout`).send({ termsAccepted: true }).expect(200);
    const paid = signedEvent('checkout.session.completed', stripe.pay(started.body.sessionId));
    await t.http().post('/api/payments/webhook').set('Content-Type', 'application/json').set('Stripe-Signature', paid.signature).send(paid.payload).expect(200);
    return reload(request.id);
  }

  /** Assigned by a dispatcher with the ETA the provider gave on the phone, and on the way. */
  async function aTripOnTheWay(phone: string, etaMinutes = 20): Promise<{ job: CustomerRequest; provider: Provider }> {
    const paid = await aPaidJob(phone);
    const provider = await aProvider(t.em(), { name: 'Sam Rivera', phone: `+1817555${String(Math.floor(Math.random() * 9000) + 1000)}` });
    await t.http().post(`/api/admin/requests/${paid.id}/provider`).set('Cookie', await t.adminCookie()).send({ providerId: provider.id, etaMinutes }).expect(200);
    const assigned = await reload(paid.id);
    expect((await step(assigned.providerJobId!, 'start_job')).status).toBe(200);
    return { job: await reload(paid.id), provider };
  }

  async function truckAt(job: CustomerRequest, place: { lat: number; lng: number }): Promise<void> {
    const em = t.em();
    await em.upsert(ProviderPosition, new ProviderPosition(em.getReference(CustomerRequest, job.id), place.lat, place.lng, clock.now()));
  }

  const { textIn, replyTo } = inboundTexts(t, TWILIO);

  it("promises the dispatcher's ETA as a clock time, and shows it on the tracking page", async () => {
    const { job } = await aTripOnTheWay('+12145550141');
    expect(job.promisedArrivalAt).toEqual(new Date('2026-11-25T18:20:00Z'));
    const [assignedText] = await textsTo(job.phone, 'provider-assigned');
    expect(assignedText.body).toContain('Sam Rivera is your provider');
    expect(assignedText.body).toContain(', arriving by 12:20 PM.');

    const page: CustomerRequestView = (await t.http().get(`/api/track/${job.customerTrackingId}`).expect(200)).body;
    expect(page.arrival).toEqual({
      promisedAt: '2026-11-25T18:20:00.000Z',
      predictedAt: '2026-11-25T18:20:00.000Z',
      predictedBasis: 'provider',
      runningLateSince: null,
      lateChoice: null,
      arrivedAt: null,
    });
  });

  it('texts the customer once when the truck falls behind the promise, tells the dispatcher, and clears when it recovers', async () => {
    const { job } = await aTripOnTheWay('+12145550142');
    const admins = await t.connect('/admin', { cookie: await t.adminCookie() });
    const changes: Array<{ id: string }> = [];
    admins.socket.on('request.changed', (event: { id: string }) => changes.push(event));

    // Twenty minutes out, as promised: on time, predicted in a straight line.
    await truckAt(job, NORTH);
    await watch();
    expect(await reload(job.id)).toMatchObject({ predictedArrivalAt: new Date('2026-11-25T18:20:00Z'), predictedBasis: 'straight_line', runningLateSince: null });

    // Stuck where it was for six minutes: it cannot arrive before 12:26, past the promise's five-minute allowance.
    clock.advance(6 * MINUTE);
    await truckAt(job, NORTH);
    await watch();
    await watch();
    const late = await reload(job.id);
    expect(late.runningLateSince).toEqual(clock.now());
    const slips = await textsTo(job.phone, 'running-late');
    expect(slips).toHaveLength(1);
    expect(slips[0].body).toMatch(/^DFW Roadside: sorry, Sam Rivera is running late and now expects to arrive at 12:26 PM, not by 12:20 PM\. Reply WAIT to keep waiting, or REFUND to cancel and get your \$\d+\.\d\d deposit back in full\./);
    expect(await log(job.id)).toContainEqual(
      'Running late: expected at 12:26 PM against the promised 12:20 PM; the customer was texted the choice to wait or cancel with a full refund',
    );
    expect((await adminView(job.id)).arrival.runningLateSince).toBe(clock.now().toISOString());
    await waitFor(async () => changes.some((event) => event.id === job.id));

    // Falling further behind within ten minutes: no second text.
    clock.advance(4 * MINUTE);
    await truckAt(job, NORTH);
    await watch();
    expect(await textsTo(job.phone, 'running-late')).toHaveLength(1);

    // The truck makes up the time: the alert clears, and the customer is not texted again.
    await truckAt(job, CLOSE);
    await watch();
    expect(await reload(job.id)).toMatchObject({ runningLateSince: null, predictedBasis: 'straight_line' });
    expect(await log(job.id)).toContainEqual(expect.stringMatching(/^Back on time: expected at 12:11 PM against the promised 12:20 PM$/));
    expect(await textsTo(job.phone, 'running-late')).toHaveLength(1);
  });

  it('keeps the job when the customer replies WAIT, and texts again only when it slips further after ten minutes', async () => {
    const { job } = await aTripOnTheWay('+12145550143');
    clock.advance(26 * MINUTE);
    await truckAt(job, NORTH);
    await watch();

    const reply = await replyTo(await textIn(job.phone, 'WAIT'));
    expect(reply.body).toMatch(/^DFW Roadside: thanks for waiting\./);
    expect(await reload(job.id)).toMatchObject({ status: 'en_route', lateChoice: 'wait' });

    clock.advance(11 * MINUTE);
    await truckAt(job, NORTH);
    await watch();
    const slips = await textsTo(job.phone, 'running-late');
    expect(slips).toHaveLength(2);
    expect(await reload(job.id)).toMatchObject({ lateChoice: null });
  });

  it('cancels and refunds the whole deposit exactly once on REFUND, and tells the provider not to come', async () => {
    const { job, provider } = await aTripOnTheWay('+12145550144');
    clock.advance(26 * MINUTE);
    await truckAt(job, NORTH);
    await watch();

    const [first, second] = await Promise.all([
      t.http().post(`/api/track/${job.customerTrackingId}/late-choice`).send({ choice: 'refund' }),
      t.http().post(`/api/track/${job.customerTrackingId}/late-choice`).send({ choice: 'refund' }),
    ]);
    // Two taps at once: one cancels; the other finds it cancelled (200) or loses the race (409 with the reason).
    const answers = [first, second].sort((a, b) => a.status - b.status);
    expect(answers[0].status).toBe(200);
    expect([200, 409]).toContain(answers[1].status);
    expect((answers[0].body as CustomerRequestView).status).toBe('cancelled');
    expect(stripe.refunds).toHaveLength(1);
    expect(await reload(job.id)).toMatchObject({ status: 'cancelled', paymentStatus: 'refunded', lateChoice: 'refund', cancellationCause: 'late_provider' });
    expect(await t.em().find(LedgerEntry, { requestId: job.id })).toMatchObject([{ kind: 'refund', amountCents: 3000, cause: 'late_provider' }]);
    expect(await textsTo(provider.phone, 'job-cancelled-late')).toHaveLength(1);
    expect((await textsTo(job.phone, 'deposit-refunded'))[0].body).toMatch(/^DFW Roadside: we refunded your \$\d+\.\d\d deposit/);
    expect(await log(job.id)).toContainEqual(expect.stringMatching(/^Customer cancelled on their page because the provider is running late; the \$\d+\.\d\d deposit is refunded in full$/));

    // A REFUND text afterwards changes nothing and refunds nothing more.
    await textIn(job.phone, 'REFUND');
    expect(stripe.refunds).toHaveLength(1);
  });

  it('refuses the choice while the provider is on time, on the page and by text', async () => {
    const { job } = await aTripOnTheWay('+12145550145');
    const refused = await t.http().post(`/api/track/${job.customerTrackingId}/late-choice`).send({ choice: 'refund' }).expect(409);
    expect(refused.body).toMatchObject({ code: 'not_running_late', message: 'Your provider is not running late, so there is nothing to choose.' });
    await t.http().post(`/api/track/${job.customerTrackingId}/late-choice`).send({ choice: 'later' }).expect(400);
    const reply = await replyTo(await textIn(job.phone, 'REFUND'));
    expect(reply.body).toMatch(/^DFW Roadside: your provider is not running late/);
    expect(stripe.refunds).toHaveLength(0);
    expect(await reload(job.id)).toMatchObject({ status: 'en_route' });
  });

  it('tells the dispatcher, not the customer, when a truck on the way goes silent or stands still', async () => {
    const { job } = await aTripOnTheWay('+12145550146', 40);
    await truckAt(job, NORTH);
    await watch();

    // No fix for three minutes.
    clock.advance(3 * MINUTE);
    await watch();
    expect((await adminView(job.id)).arrival).toMatchObject({ notProgressingSince: clock.now().toISOString(), notProgressingReason: 'no_fix' });
    expect(await log(job.id)).toContainEqual('Provider not progressing: no position for 3 minutes');

    // Fixes again, but no closer for five minutes.
    await truckAt(job, NORTH);
    await watch();
    expect(await reload(job.id)).toMatchObject({ notProgressingSince: null });
    for (let minute = 0; minute < 5; minute++) {
      clock.advance(MINUTE);
      await truckAt(job, NORTH);
      await watch();
    }
    expect(await reload(job.id)).toMatchObject({ notProgressingReason: 'no_progress' });
    expect(await textsTo(job.phone, 'running-late')).toHaveLength(0);
  });

  it("re-offers a stalled provider's job to the best other trucks in one click, and takes nothing back when nobody else can", async () => {
    const { job, provider } = await aTripOnTheWay('+12145550152');
    const reoffer = async () => t.http().post(`/api/admin/requests/${job.id}/re-offer`).set('Cookie', await t.adminCookie());

    const nobody = await reoffer();
    expect(nobody.status).toBe(409);
    expect(nobody.body.code).toBe('no_eligible_providers');
    expect(await reload(job.id)).toMatchObject({ status: 'en_route' });

    const nearby = await kit.aTowProvider('Nearby Tow', 0.02);
    const response = await reoffer();
    expect(response.status).toBe(200);
    expect(response.body.offers.map((offer: { providerId: string }) => offer.providerId)).toEqual([nearby.id]);
    expect(await reload(job.id)).toMatchObject({ status: 'deposit_paid', provider: null, providerJobId: null, promisedArrivalAt: null });
    expect(await textsTo(provider.phone, 'job-withdrawn')).toHaveLength(1);
    expect(await log(job.id)).toContainEqual('Released provider Sam Rivera to offer the job to other providers');
    expect((await step(job.providerJobId!, 'mark_arrived')).status).toBe(410);
  });

  it('takes the promise from the ETA a provider gives on accepting an offer', async () => {
    const paid = await aPaidJob('+12145550151');
    const provider = await kit.aTowProvider('Offer Tow', 0.02);
    await kit.send(paid.id, { providerIds: [provider.id] });
    clock.advance(MINUTE);
    await t.http().post(`/api/offers/${await kit.offerCodeTexted(provider.phone)}/accept`).send({ etaMinutes: 25 }).expect(200);
    expect((await reload(paid.id)).promisedArrivalAt).toEqual(new Date('2026-11-25T18:26:00Z'));
    expect((await textsTo(paid.phone, 'provider-assigned'))[0].body).toContain('Offer Tow is your provider, arriving by 12:26 PM.');
  });

  it('takes the first ETA texted for a job assigned without one as its promise', async () => {
    const paid = await aPaidJob('+12145550147');
    const provider = await aProvider(t.em(), { name: 'Rosa Diaz', phone: '+18175559147' });
    await t.http().post(`/api/admin/requests/${paid.id}/provider`).set('Cookie', await t.adminCookie()).send({ providerId: provider.id }).expect(200);
    expect((await reload(paid.id)).promisedArrivalAt).toBeNull();
    await replyTo(await textIn(provider.phone, 'ETA 15'));
    await waitFor(async () => (await reload(paid.id)).promisedArrivalAt);
    expect((await reload(paid.id)).promisedArrivalAt).toEqual(new Date('2026-11-25T18:15:00Z'));

    // A later ETA does not move the promise: it is a slip, texted with the choices instead of a plain ETA.
    clock.advance(2 * MINUTE);
    const before = (await textsTo(paid.phone, 'provider-eta')).length;
    await textIn(provider.phone, 'ETA 30');
    await waitFor(async () => ((await reload(paid.id)).providerEtaMinutes === 30 ? true : null));
    expect((await reload(paid.id)).promisedArrivalAt).toEqual(new Date('2026-11-25T18:15:00Z'));
    expect(await textsTo(paid.phone, 'provider-eta')).toHaveLength(before);
    await watch();
    expect(await textsTo(paid.phone, 'running-late')).toHaveLength(1);
  });

  it('refuses to start a second job while the provider is on the way to another, by page and by text', async () => {
    const { provider } = await aTripOnTheWay('+12145550148');
    const second = await aPaidJob('+12145550149');
    await t.http().post(`/api/admin/requests/${second.id}/provider`).set('Cookie', await t.adminCookie()).send({ providerId: provider.id }).expect(200);
    const jobId = (await reload(second.id)).providerJobId!;
    const refused = await step(jobId, 'start_job');
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({ code: 'on_another_job', message: 'You are on the way to another job. Finish it before you start this one.' });
    expect((await reload(second.id)).status).toBe('provider_assigned');
  });

  it('records the arrival against the promise', async () => {
    const { job } = await aTripOnTheWay('+12145550150');
    clock.advance(12 * MINUTE);
    expect((await step(job.providerJobId!, 'mark_arrived')).status).toBe(200);
    expect(await reload(job.id)).toMatchObject({ arrivedAt: clock.now(), runningLateSince: null });
    const page: CustomerRequestView = (await t.http().get(`/api/track/${job.customerTrackingId}`).expect(200)).body;
    expect(page.arrival.arrivedAt).toBe(clock.now().toISOString());
  });
});
