import { getQueueToken } from '@nestjs/bullmq';
import { Job, Queue } from 'bullmq';
import { JOBS, jobIds, QUEUES } from '../../src/infra/queue/queue-catalogue';
import { ProviderPosition } from '../../src/modules/providers/entities/provider-position.entity';
import { LinkExpiryQueueService } from '../../src/modules/on-site/link-expiry/link-expiry-queue.service';
import { LinkExpiryService } from '../../src/modules/on-site/link-expiry/link-expiry.service';
import { CustomerRequest } from '../../src/modules/request-core/entities/customer-request.entity';
import { aPaidRequest, aProvider } from '../support/factories';
import { ManualClock } from '../support/manual-clock';
import { providerStep } from '../support/provider-steps';
import { useTestApp } from '../support/use-test-app';
import { waitFor } from '../support/wait-for';

const FIVE_MINUTES = 5 * 60_000;
const START = new Date('2026-11-23T12:00:00Z');

describe('Closing a completed job’s links', () => {
  const t = useTestApp({ worker: true, clock: new ManualClock(START) });
  const queue = () => t.app.get<Queue>(getQueueToken(QUEUES.linkExpiry));
  const view = (jobId: string) => t.http().get(`/api/jobs/${jobId}`);
  const track = (trackingId: string) => t.http().get(`/api/track/${trackingId}`);
  const step = (jobId: string, action: string) => providerStep(t, jobId, action);
  const reload = (id: string) => t.em().findOneOrFail(CustomerRequest, id);
  /** Every link-expiry job of one request, whatever its state. */
  const expiryJobsOf = async (requestId: string) =>
    (await queue().getJobs(['waiting', 'active', 'delayed', 'prioritized', 'completed', 'failed', 'paused'])).filter(
      (job) => job.data.requestId === requestId,
    );

  /** A job on site with the work under way, given to its provider through the dispatcher's endpoint. */
  async function aJobInProgress() {
    const paid = await aPaidRequest(t.em());
    const provider = await aProvider(t.em(), { name: 'Rosa Diaz' });
    const assigned = await t
      .http()
      .post(`/api/admin/requests/${paid.id}/provider`)
      .set('Cookie', await t.adminCookie())
      .send({ providerId: provider.id });
    expect(assigned.status).toBe(200);
    const jobId: string = assigned.body.providerJobId;
    const trackingId: string = assigned.body.trackingId;
    for (const action of ['start_job', 'mark_arrived', 'start_service']) expect((await step(jobId, action)).status).toBe(200);
    return { request: paid, jobId, trackingId };
  }

  /** Completes the job at the clock's current time and answers the scheduled expiry job. */
  async function complete(jobId: string, requestId: string): Promise<Job> {
    const response = await step(jobId, 'complete_job');
    expect([response.status, response.body.status]).toEqual([200, 'completed']);
    return waitFor(() => queue().getJob(jobIds.expireLinks(requestId)));
  }

  it('completing the job schedules one delayed link-expiry job, due 5 minutes after completion', async () => {
    const { request, jobId, trackingId } = await aJobInProgress();
    t.clock.set(new Date('2026-11-23T12:30:00Z'));

    const job = await complete(jobId, request.id);

    expect((await reload(request.id)).serviceCompletedAt).toEqual(new Date('2026-11-23T12:30:00Z'));
    expect(job.id).toBe(jobIds.expireLinks(request.id));
    expect(job.name).toBe(JOBS.expireLinks);
    expect(job.data).toEqual({ requestId: request.id, trackingId, jobId });
    expect(job.opts.delay).toBe(FIVE_MINUTES);
    expect(await job.getState()).toBe('delayed');
    expect(await expiryJobsOf(request.id)).toHaveLength(1);
  });

  it('schedules the expiry from the completion time, not from when it is asked', async () => {
    const { request, jobId } = await aJobInProgress();
    const first = await complete(jobId, request.id);
    expect(first.opts.delay).toBe(FIVE_MINUTES);
    await first.remove();

    // Asked again two minutes after completion (e.g. a retry): three minutes remain.
    t.clock.advance(2 * 60_000);
    await t.app.get(LinkExpiryQueueService).schedule(await reload(request.id));
    const again = await queue().getJob(jobIds.expireLinks(request.id));
    expect(again?.opts.delay).toBe(3 * 60_000);

    // Asked after the links are already due to close: at once.
    await again!.remove();
    t.clock.advance(10 * 60_000);
    await t.app.get(LinkExpiryQueueService).schedule(await reload(request.id));
    expect((await queue().getJob(jobIds.expireLinks(request.id)))?.opts.delay).toBe(0);
  });

  it('of 10 simultaneous Complete Job presses, one completes the job and schedules its one expiry job', async () => {
    const { request, jobId } = await aJobInProgress();

    const responses = await Promise.all(Array.from({ length: 10 }, () => step(jobId, 'complete_job')));

    const statuses = responses.map((response) => response.status);
    expect(statuses.filter((status) => status >= 500)).toEqual([]);
    expect([statuses.filter((s) => s === 200).length, statuses.filter((s) => s === 409).length]).toEqual([1, 9]);
    const job = await waitFor(() => queue().getJob(jobIds.expireLinks(request.id)));
    expect(job.opts.delay).toBe(FIVE_MINUTES);
    expect(await expiryJobsOf(request.id)).toHaveLength(1);
    expect((await reload(request.id)).serviceCompletedAt).toEqual(START);
  });

  it('schedules nothing for a request that is not completed', async () => {
    const { request } = await aJobInProgress();
    await t.app.get(LinkExpiryQueueService).schedule(await reload(request.id));
    expect(await expiryJobsOf(request.id)).toEqual([]);
  });

  it('both links answer until 5 minutes after completion, then 410 Link Expired', async () => {
    const { request, jobId, trackingId } = await aJobInProgress();
    await complete(jobId, request.id);

    t.clock.advance(FIVE_MINUTES - 1);
    const openJob = await view(jobId);
    expect([openJob.status, openJob.body.linkExpiresAt]).toEqual([200, '2026-11-23T12:05:00.000Z']);
    const openTrack = await track(trackingId);
    expect([openTrack.status, openTrack.body.linkExpiresAt]).toEqual([200, '2026-11-23T12:05:00.000Z']);

    t.clock.advance(1);
    const expiredJob = await view(jobId);
    expect([expiredJob.status, expiredJob.body.code, expiredJob.body.message]).toEqual([
      410,
      'job_expired',
      'This provider job link has expired.',
    ]);
    const expiredTrack = await track(trackingId);
    expect([expiredTrack.status, expiredTrack.body.code, expiredTrack.body.message]).toEqual([
      410,
      'tracking_expired',
      'This tracking link has expired. Customer tracking links expire 5 minutes after service completion.',
    ]);
    // The rest of the job link goes with it.
    expect((await step(jobId, 'complete_job')).status).toBe(410);
    expect((await t.http().post(`/api/jobs/${jobId}/agreement`)).status).toBe(410);
    // So do the live feeds: a page opened now is refused.
    const lateProvider = await t.connect('/provider', { auth: { jobId } });
    expect(lateProvider.error?.message).toBe('This provider job link has expired.');
    const lateCustomer = await t.connect('/track', { auth: { trackingId } });
    expect(lateCustomer.error?.message).toBe(
      'This tracking link has expired. Customer tracking links expire 5 minutes after service completion.',
    );
  });

  it('the worker closes the links on time: pages still open on both are told, and the stored positions go', async () => {
    const { request, jobId, trackingId } = await aJobInProgress();
    const bystander = await aPaidRequest(t.em(), { status: 'en_route', provider: await aProvider(t.em()), providerJobId: 'OTHERJOB1' });
    const em = t.em();
    em.create(ProviderPosition, { request: request.id, lat: 32.78, lng: -96.8, recordedAt: START });
    em.create(ProviderPosition, { request: bystander.id, lat: 32.9, lng: -96.9, recordedAt: START });
    await em.flush();

    const customer = await t.connect('/track', { auth: { trackingId } });
    const provider = await t.connect('/provider', { auth: { jobId } });
    expect([customer.error, provider.error]).toEqual([null, null]);
    const customerTold = new Promise((resolve) => customer.socket.once('link.expired', resolve));
    const providerTold = new Promise((resolve) => provider.socket.once('link.expired', resolve));

    const job = await complete(jobId, request.id);
    // Five minutes pass: the delayed job falls due and the test app's own worker runs it.
    t.clock.advance(FIVE_MINUTES);
    await job.promote();

    expect(await customerTold).toEqual({ trackingId });
    expect(await providerTold).toEqual({ jobId, reason: 'expired' });
    const finished = await waitFor(async () => {
      const current = await queue().getJob(job.id!);
      return (await current?.getState()) === 'completed' ? current : null;
    });
    expect(finished.returnvalue).toEqual({ outcome: 'done', detail: 'links closed, 1 position(s) removed' });
    expect(await t.em().count(ProviderPosition, { request: request.id })).toBe(0);
    expect(await t.em().count(ProviderPosition, { request: bystander.id })).toBe(1);
  });

  it('the expiry handler, run as the worker runs it, tells both rooms and removes the positions', async () => {
    const { request, jobId, trackingId } = await aJobInProgress();
    const em = t.em();
    em.create(ProviderPosition, { request: request.id, lat: 32.78, lng: -96.8, recordedAt: START });
    await em.flush();
    const job = await complete(jobId, request.id);
    await job.remove();

    const customer = await t.connect('/track', { auth: { trackingId } });
    const provider = await t.connect('/provider', { auth: { jobId } });
    expect([customer.error, provider.error]).toEqual([null, null]);
    const customerTold = new Promise((resolve) => customer.socket.once('link.expired', resolve));
    const providerTold = new Promise((resolve) => provider.socket.once('link.expired', resolve));

    const result = await t.app.get(LinkExpiryService).expire(job.data);

    expect(result).toEqual({ outcome: 'done', detail: 'links closed, 1 position(s) removed' });
    expect(await customerTold).toEqual({ trackingId });
    expect(await providerTold).toEqual({ jobId, reason: 'expired' });
    expect(await t.em().count(ProviderPosition, { request: request.id })).toBe(0);
  });

  it('scheduling again is idempotent: one job per request however often it is asked', async () => {
    const { request, jobId } = await aJobInProgress();
    const first = await complete(jobId, request.id);
    const completed = await reload(request.id);

    await t.app.get(LinkExpiryQueueService).schedule(completed);
    t.clock.advance(60_000);
    await t.app.get(LinkExpiryQueueService).schedule(completed);

    const jobs = await expiryJobsOf(request.id);
    expect(jobs.map((job) => job.id)).toEqual([jobIds.expireLinks(request.id)]);
    expect(jobs[0].timestamp).toBe(first.timestamp);
    expect(jobs[0].opts.delay).toBe(FIVE_MINUTES);
  });
});
