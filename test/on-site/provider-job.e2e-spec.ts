import type { ProviderJobView } from '../../src/contracts/provider-views';
import { Provider } from '../../src/modules/providers/entities/provider.entity';
import { ActivityLogEntry } from '../../src/modules/request-core/entities/activity-log-entry.entity';
import { CustomerRequest } from '../../src/modules/request-core/entities/customer-request.entity';
import { RequestLookupService } from '../../src/modules/request-core/request-lookup.service';
import { SmsMessage } from '../../src/modules/notifications/entities/sms-message.entity';
import { aPaidRequest, aProvider } from '../support/factories';
import { ManualClock } from '../support/manual-clock';
import { providerStep } from '../support/provider-steps';
import { useTestApp } from '../support/use-test-app';

/** Every field of the provider's view, and nothing else. */
const PROVIDER_VIEW_KEYS: Array<keyof ProviderJobView> = [
  'jobId',
  'status',
  'serviceType',
  'serviceDescription',
  'vehicleYear',
  'vehicleMake',
  'vehicleModel',
  'vehicleType',
  'vehiclePlate',
  'locationAddress',
  'customerLat',
  'customerLng',
  'destinationAddress',
  'destinationLat',
  'destinationLng',
  'estimatedDistance',
  'customerPhone',
  'finalPriceCents',
  'platformFeeCents',
  'payoutCents',
  'providerName',
  'providerCallName',
  'providerLicence',
  'providerInsurer',
  'providerLanguage',
  'serviceCompletedAt',
  'linkExpiresAt',
  'updatedAt',
  'arrivalCodeNeeded',
  'balanceMethod',
  'arrivalLockedUntil',
  'notHere',
  'cancellation',
];

/** Fields of the request the provider must never see under any name. */
const ADMIN_ONLY_FIELDS = [
  'id',
  'requestId',
  'trackingId',
  'customerTrackingId',
  'email',
  'customerEmail',
  'adminPriceCents',
  'adminCounterOfferCents',
  'customerCounterOfferCents',
  'negotiationRound',
  'paymentLinkId',
  'paymentStatus',
  'depositAmountCents',
  'version',
  'arrivalCode',
];

/** The steps in order: the action, the status it leads to, the customer's text and the activity line. */
const STEPS = [
  ['start_job', 'en_route', 'provider-en-route', 'Provider started the job and is on the way'],
  ['mark_arrived', 'arrived', 'provider-arrived', "Provider arrived; arrival verified with the customer's code"],
  ['start_service', 'in_progress', 'service-started', 'Provider started the service'],
  ['complete_job', 'completed', 'service-completed', 'Provider completed the job'],
] as const;

const STEP_TEMPLATES: string[] = STEPS.map(([, , template]) => template);

describe('The provider job page: GET /api/jobs/:jobId and its steps', () => {
  const t = useTestApp({ clock: new ManualClock(new Date('2026-11-23T12:00:00Z')) });
  const admin = async (path: string, body: object) =>
    t.http().post(path).set('Cookie', await t.adminCookie()).send(body);
  const view = (jobId: string) => t.http().get(`/api/jobs/${jobId}`);
  const step = (jobId: string, action: unknown) => providerStep(t, jobId, action);
  const track = (trackingId: string) => t.http().get(`/api/track/${trackingId}`);
  const reload = (id: string) => t.em().findOneOrFail(CustomerRequest, id);
  const providerLog = (id: string) =>
    t.em().find(ActivityLogEntry, { request: id, userType: 'provider' }, { orderBy: { createdAt: 'asc' } });
  /** The step texts of a request, oldest first (the clock moves between steps). */
  const stepTexts = (id: string) =>
    t.em().find(SmsMessage, { request: id, template: { $in: STEP_TEMPLATES } }, { orderBy: { createdAt: 'asc' } });

  /** A paid request given to a provider through the dispatcher's own endpoint, as in production. */
  async function anAssignedJob(provider?: Provider) {
    const paid = await aPaidRequest(t.em(), { destinationLat: 32.7555, destinationLng: -97.3308, vehiclePlate: 'TX-4821' });
    const assignee = provider ?? (await aProvider(t.em(), { name: 'Rosa Diaz', phone: '+19725550190' }));
    const response = await admin(`/api/admin/requests/${paid.id}/provider`, { providerId: assignee.id });
    expect(response.status).toBe(200);
    return { request: paid, jobId: response.body.providerJobId as string, trackingId: response.body.trackingId as string };
  }

  /** Walks a job through `actions`, one minute of clock apart, each answered 200. */
  async function walk(jobId: string, actions: readonly string[]) {
    for (const action of actions) {
      t.clock.advance(60_000);
      const response = await step(jobId, action);
      expect([action, response.status]).toEqual([action, 200]);
    }
  }

  describe('GET /api/jobs/:jobId', () => {
    it('answers exactly the provider view, with no admin-only field, before the provider sets off', async () => {
      const { request, jobId, trackingId } = await anAssignedJob();

      const response = await view(jobId);

      expect(response.status).toBe(200);
      expect(Object.keys(response.body).sort()).toEqual([...PROVIDER_VIEW_KEYS].sort());
      for (const field of ADMIN_ONLY_FIELDS) expect(response.body).not.toHaveProperty(field);
      const text = JSON.stringify(response.body);
      expect(text).not.toContain(trackingId);
      expect(text).not.toContain(request.id);
      expect(text).not.toContain('driver@example.com');
      expect(text).not.toContain(request.phone);
      expect(response.body).toEqual({
        jobId,
        status: 'provider_assigned',
        serviceType: 'Towing',
        serviceDescription: null,
        vehicleYear: 2018,
        vehicleMake: 'Ford',
        vehicleModel: 'F-150',
        vehicleType: 'Pickup Truck',
        vehiclePlate: 'TX-4821',
        locationAddress: '1500 Marilla St, Dallas, TX',
        customerLat: 32.7767,
        customerLng: -96.797,
        destinationAddress: 'Fort Worth, TX',
        destinationLat: 32.7555,
        destinationLng: -97.3308,
        estimatedDistance: null,
        customerPhone: null,
        finalPriceCents: 20000,
        platformFeeCents: 3000,
        payoutCents: 17000,
        balanceMethod: 'on_site',
        providerName: 'Rosa Diaz',
        providerCallName: 'Rosa Diaz',
        providerLicence: null,
        providerInsurer: null,
        providerLanguage: 'en',
        serviceCompletedAt: null,
        linkExpiresAt: null,
        arrivalCodeNeeded: false,
        arrivalLockedUntil: null,
        notHere: null,
        cancellation: null,
        updatedAt: '2026-11-23T12:00:00.000Z',
      });
    });

    it('shows the customer phone once the provider is en route and until the work is done, then hides it and the pickup', async () => {
      const { request, jobId } = await anAssignedJob();
      expect((await view(jobId)).body.customerPhone).toBeNull();

      await walk(jobId, ['start_job']);
      const driving = (await view(jobId)).body;
      expect([driving.status, driving.customerPhone, driving.locationAddress]).toEqual([
        'en_route',
        request.phone,
        '1500 Marilla St, Dallas, TX',
      ]);

      await walk(jobId, ['mark_arrived', 'start_service']);
      const working = (await view(jobId)).body;
      expect([working.status, working.customerPhone]).toEqual(['in_progress', request.phone]);

      await walk(jobId, ['complete_job']);
      const done = await view(jobId);
      expect(done.status).toBe(200);
      expect(done.body).toMatchObject({
        status: 'completed',
        customerPhone: null,
        locationAddress: null,
        customerLat: null,
        customerLng: null,
        destinationAddress: null,
        destinationLat: null,
        destinationLng: null,
      });
      expect(Object.keys(done.body).sort()).toEqual([...PROVIDER_VIEW_KEYS].sort());
    });

    it("answers an unknown job code with 404 'Job Not Found' in the usual error body", async () => {
      for (const code of ['ZZZZZZZZZ', 'not-a-job']) {
        const response = await view(code);
        expect([code, response.status, response.body]).toEqual([
          code,
          404,
          { statusCode: 404, error: 'Not Found', message: 'Job Not Found', code: 'job_not_found' },
        ]);
      }
    });

    it('refuses the old job code after the job is reassigned, for reading, steps and the agreement, saying why', async () => {
      const { request, jobId: oldJobId } = await anAssignedJob();
      const other = await aProvider(t.em(), { name: 'Lee Park', phone: '+14695550111' });
      const reassigned = await admin(`/api/admin/requests/${request.id}/provider/reassign`, { providerId: other.id });
      expect(reassigned.status).toBe(200);

      const reassignedAnswer = [410, 'This job was given to another provider.'];
      const read = await view(oldJobId);
      expect([read.status, read.body.message]).toEqual(reassignedAnswer);
      const pressed = await step(oldJobId, 'start_job');
      expect([pressed.status, pressed.body.message]).toEqual(reassignedAnswer);
      const agreed = await t.http().post(`/api/jobs/${oldJobId}/agreement`);
      expect([agreed.status, agreed.body.message]).toEqual(reassignedAnswer);

      expect((await reload(request.id)).status).toBe('provider_assigned');
      expect(await providerLog(request.id)).toEqual([]);
      expect(await stepTexts(request.id)).toEqual([]);
      const current = await view(reassigned.body.providerJobId);
      expect([current.status, current.body.providerName]).toEqual([200, 'Lee Park']);
    });

    it('refuses a step pressed on a job code that was reassigned while the press was under way', async () => {
      const { request, jobId: oldJobId } = await anAssignedJob();
      const other = await aProvider(t.em());
      const lookup = t.app.get(RequestLookupService);
      const realLookup = lookup.forProvider.bind(lookup);
      // The dispatcher gives the job away between the press's lookup and its write.
      const spy = jest.spyOn(lookup, 'forProvider').mockImplementationOnce(async (jobId, address) => {
        const found = await realLookup(jobId, address);
        const reassigned = await admin(`/api/admin/requests/${request.id}/provider/reassign`, { providerId: other.id });
        expect(reassigned.status).toBe(200);
        return found;
      });

      try {
        const pressed = await step(oldJobId, 'start_job');
        expect([pressed.status, pressed.body.code, pressed.body.message]).toEqual([
          409,
          'job_withdrawn',
          'This job has been given to another provider.',
        ]);
      } finally {
        spy.mockRestore();
      }
      const saved = await reload(request.id);
      expect(saved.status).toBe('provider_assigned');
      expect(saved.providerJobId).not.toBe(oldJobId);
      expect(await providerLog(request.id)).toEqual([]);
      expect(await stepTexts(request.id)).toEqual([]);
    });
  });

  describe('POST /api/jobs/:jobId/steps', () => {
    it('moves the job step by step, logging each as the provider and texting the customer once per step', async () => {
      const { request, jobId, trackingId } = await anAssignedJob();

      for (const [index, [action, status, template, activity]] of STEPS.entries()) {
        t.clock.advance(60_000);
        const response = await step(jobId, action);

        expect([action, response.status, response.body.status]).toEqual([action, 200, status]);
        expect(Object.keys(response.body).sort()).toEqual([...PROVIDER_VIEW_KEYS].sort());
        expect((await reload(request.id)).status).toBe(status);
        // The photos the steps wait for are logged as the provider's too.
        const log = (await providerLog(request.id)).filter((entry) => !entry.action.startsWith('Provider added a'));
        expect(log).toHaveLength(index + 1);
        expect([log[index].action, log[index].userType, log[index].createdAt]).toEqual([activity, 'provider', t.clock.now()]);
        const texts = await stepTexts(request.id);
        expect(texts.map((text) => text.template)).toEqual(STEP_TEMPLATES.slice(0, index + 1));
        expect([texts[index].to, texts[index].template]).toEqual([request.phone, template]);
        expect(texts[index].body).toContain(`http://127.0.0.1:3999/track/${trackingId}`);
      }

      const completed = await reload(request.id);
      expect(completed.serviceCompletedAt).toEqual(new Date('2026-11-23T12:04:00Z'));
      const done = await view(jobId);
      expect([done.body.serviceCompletedAt, done.body.linkExpiresAt]).toEqual([
        '2026-11-23T12:04:00.000Z',
        '2026-11-23T12:09:00.000Z',
      ]);
      const texts = await stepTexts(request.id);
      expect(texts.map((text) => text.body)).toEqual([
        `DFW Roadside: Rosa Diaz is on the way. Your arrival code is ${completed.arrivalCode}: give it only to Rosa Diaz at your car, never to another truck. Watch them come: http://127.0.0.1:3999/track/${trackingId} Reply STOP to opt out.`,
        `DFW Roadside: Rosa Diaz has arrived. Details: http://127.0.0.1:3999/track/${trackingId} Reply STOP to opt out.`,
        `DFW Roadside: your service has started. Follow it here: http://127.0.0.1:3999/track/${trackingId} Reply STOP to opt out.`,
        `DFW Roadside: your service is complete. Thank you! Reply 1-5 to rate Rosa Diaz (5 is best), or rate it here: http://127.0.0.1:3999/track/${trackingId}#rate Reply STOP to opt out.`,
      ]);
      // Only the customer is texted by the steps; the provider's texts are those of the assignment.
      const all = await t.em().find(SmsMessage, { request: request.id });
      expect(all.filter((text) => text.to === '+19725550190').map((text) => text.template)).toEqual(['job-assigned']);
    });

    it('shows each new status on the customer tracking page', async () => {
      const { jobId, trackingId } = await anAssignedJob();
      expect((await track(trackingId)).body.status).toBe('provider_assigned');

      for (const [action, status] of STEPS) {
        t.clock.advance(60_000);
        expect((await step(jobId, action)).status).toBe(200);
        const page = await track(trackingId);
        expect([action, page.status, page.body.status]).toEqual([action, 200, status]);
      }
      expect((await track(trackingId)).body.serviceCompletedAt).toBe('2026-11-23T12:04:00.000Z');
    });

    it('refuses a step out of order with 409 and the reason, changing nothing', async () => {
      const { request, jobId } = await anAssignedJob();

      const early = await step(jobId, 'complete_job');
      expect([early.status, early.body.code, early.body.message]).toEqual([
        409,
        'illegal_transition',
        "This request is Provider Assigned; the job can't be completed yet.",
      ]);
      const skipped = await step(jobId, 'start_service');
      expect([skipped.status, skipped.body.code]).toEqual([409, 'illegal_transition']);
      expect(skipped.body.message).toMatch(/^This request is Provider Assigned; .+ yet\.$/);

      const saved = await reload(request.id);
      expect([saved.status, saved.serviceCompletedAt]).toEqual(['provider_assigned', null]);
      expect(await providerLog(request.id)).toEqual([]);
      expect(await stepTexts(request.id)).toEqual([]);
    });

    it('refuses a repeated step with 409 and the reason: one move, one log entry, one text', async () => {
      const { request, jobId } = await anAssignedJob();
      await walk(jobId, ['start_job']);

      const again = await step(jobId, 'start_job');

      expect([again.status, again.body.code, again.body.message]).toEqual([
        409,
        'illegal_transition',
        'This request is En Route; the job can no longer be started.',
      ]);
      expect((await reload(request.id)).status).toBe('en_route');
      expect((await providerLog(request.id)).map((entry) => entry.action)).toEqual([
        'Provider started the job and is on the way',
      ]);
      expect((await stepTexts(request.id)).map((text) => text.template)).toEqual(['provider-en-route']);
    });

    it('refuses a completed job any further step', async () => {
      const { request, jobId } = await anAssignedJob();
      await walk(jobId, ['start_job', 'mark_arrived', 'start_service', 'complete_job']);
      const completedAt = (await reload(request.id)).serviceCompletedAt;

      t.clock.advance(60_000);
      const again = await step(jobId, 'complete_job');

      expect([again.status, again.body.code]).toEqual([409, 'illegal_transition']);
      expect(again.body.message).toMatch(/^This request is Completed; /);
      const saved = await reload(request.id);
      expect([saved.status, saved.serviceCompletedAt]).toEqual(['completed', completedAt]);
      expect(await stepTexts(request.id)).toHaveLength(4);
    });

    it.each([['finish_job'], [''], [42], [undefined]])('refuses the action %p with 400', async (action) => {
      const { request, jobId } = await anAssignedJob();
      const response = await step(jobId, action);
      expect(response.status).toBe(400);
      expect(response.body).toMatchObject({ statusCode: 400, code: 'invalid_step' });
      expect(response.body.message).toContain('start_job, mark_arrived, start_service, complete_job');
      expect((await reload(request.id)).status).toBe('provider_assigned');
      expect(await providerLog(request.id)).toEqual([]);
    });

    it('of 10 simultaneous Start Job presses, exactly one moves the job; the rest are refused with 409', async () => {
      const { request, jobId } = await anAssignedJob();

      const responses = await Promise.all(Array.from({ length: 10 }, () => step(jobId, 'start_job')));

      const statuses = responses.map((response) => response.status);
      expect(statuses.filter((status) => status >= 500)).toEqual([]);
      expect(statuses.filter((status) => status === 200)).toHaveLength(1);
      expect(statuses.filter((status) => status === 409)).toHaveLength(9);
      for (const refused of responses.filter((response) => response.status === 409)) {
        expect(refused.body.message).toBe('This request is En Route; the job can no longer be started.');
      }
      expect((await reload(request.id)).status).toBe('en_route');
      expect(await providerLog(request.id)).toHaveLength(1);
      expect((await stepTexts(request.id)).map((text) => [text.to, text.template])).toEqual([
        [request.phone, 'provider-en-route'],
      ]);
    });
  });

  describe('POST /api/jobs/:jobId/agreement', () => {
    it('records the agreement: 204, an activity entry by the provider, and the date on the roster entry', async () => {
      const provider = await aProvider(t.em(), { name: 'Rosa Diaz' });
      const { request, jobId } = await anAssignedJob(provider);
      t.clock.advance(30_000);

      const response = await t.http().post(`/api/jobs/${jobId}/agreement`);

      expect(response.status).toBe(204);
      expect(response.text).toBe('');
      const log = await providerLog(request.id);
      expect(log.map((entry) => [entry.action, entry.userType, entry.createdAt])).toEqual([
        ['Provider accepted the service agreement', 'provider', new Date('2026-11-23T12:00:30Z')],
      ]);
      const saved = await t.em().findOneOrFail(Provider, provider.id);
      expect(saved.agreementAcceptedAt).toEqual(new Date('2026-11-23T12:00:30Z'));
      // Accepting the agreement is not a step: the job has not moved.
      expect((await reload(request.id)).status).toBe('provider_assigned');
    });

    it('answers 404 for an unknown job code and records nothing', async () => {
      const response = await t.http().post('/api/jobs/ZZZZZZZZZ/agreement');
      expect([response.status, response.body.message]).toEqual([404, 'Job Not Found']);
      expect(await t.em().count(ActivityLogEntry, {})).toBe(0);
    });
  });

  describe('POST /api/jobs/:jobId/agreement/decline', () => {
    it('gives the job back: no provider on the request or the board, and the dispatchers alerted live by name', async () => {
      const { request, jobId, trackingId } = await anAssignedJob();
      const { socket } = await t.connect('/admin', { cookie: await t.adminCookie() });
      const alerted = new Promise((resolve) => socket.once('provider.declined', resolve));
      const changed = new Promise((resolve) => socket.once('request.changed', resolve));

      const response = await t.http().post(`/api/jobs/${jobId}/agreement/decline`);

      expect(response.status).toBe(204);
      expect(await alerted).toEqual({ requestId: request.id, providerName: 'Rosa Diaz' });
      expect(await changed).toMatchObject({ id: request.id, status: 'deposit_paid' });
      expect(await reload(request.id)).toMatchObject({ status: 'deposit_paid', provider: null, providerJobId: null, promisedArrivalAt: null });
      const details = await t.http().get(`/api/admin/requests/${request.id}`).set('Cookie', await t.adminCookie()).expect(200);
      expect(details.body).toMatchObject({ status: 'deposit_paid', providerName: null, providerJobId: null });
      expect((await providerLog(request.id)).map((entry) => entry.action)).toEqual([
        'Provider Rosa Diaz declined the service agreement; the job needs another provider',
      ]);
      // The customer's link still works, now waiting for a provider; the declined job link does not.
      expect((await track(trackingId).expect(200)).body).toMatchObject({ status: 'deposit_paid', provider: null });
      expect((await t.http().post(`/api/jobs/${jobId}/agreement/decline`)).status).toBe(410);
      // Another provider can be assigned at once.
      const next = await aProvider(t.em(), { name: 'Sam Rivera' });
      expect((await admin(`/api/admin/requests/${request.id}/provider`, { providerId: next.id })).status).toBe(200);
    });

    it('refuses a decline once the provider has set off, with the reason, and keeps them on the job', async () => {
      const { request, jobId } = await anAssignedJob();
      await walk(jobId, ['start_job']);
      const response = await t.http().post(`/api/jobs/${jobId}/agreement/decline`);
      expect([response.status, response.body.message]).toEqual([409, 'This request is En Route; the job can no longer be turned down.']);
      expect(await reload(request.id)).toMatchObject({ status: 'en_route', providerJobId: jobId });
    });
  });
});
