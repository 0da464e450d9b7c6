import { getQueueToken } from '@nestjs/bullmq';
import { Queue } from 'bullmq';
import { QUEUES } from '../../src/infra/queue/queue-catalogue';
import { SmsMessage } from '../../src/modules/notifications/entities/sms-message.entity';
import { CustomerRequest } from '../../src/modules/request-core/entities/customer-request.entity';
import { RequestCleanupService } from '../../src/modules/requests/request-cleanup.service';
import { aRequest } from '../support/factories';
import { ManualClock } from '../support/manual-clock';
import { useTestApp } from '../support/use-test-app';

describe('Cleanup of completed requests', () => {
  const t = useTestApp({ worker: true, clock: new ManualClock(new Date('2026-11-23T12:00:00Z')) });
  const cleanup = () => t.app.get(RequestCleanupService).deleteExpiredCompleted();

  it('deletes exactly the completed requests finished more than 2 months ago', async () => {
    await aRequest(t.em(), { status: 'completed', serviceCompletedAt: new Date('2026-09-23T11:59:59Z') });
    const boundary = await aRequest(t.em(), { status: 'completed', serviceCompletedAt: new Date('2026-09-23T12:00:00Z') });
    const recent = await aRequest(t.em(), { status: 'completed', serviceCompletedAt: new Date('2026-11-01T00:00:00Z') });
    const oldButCancelled = await aRequest(t.em(), { status: 'cancelled', createdAt: new Date('2026-01-01T00:00:00Z') });
    const active = await aRequest(t.em(), { status: 'en_route' });

    expect(await cleanup()).toEqual({ outcome: 'done', detail: 'deleted 1' });

    const remaining = (await t.em().find(CustomerRequest, {})).map((request) => request.id).sort();
    expect(remaining).toEqual([boundary.id, recent.id, oldButCancelled.id, active.id].sort());
  });

  it('removes the texts of the requests it deletes, and only theirs', async () => {
    const old = await aRequest(t.em(), { status: 'completed', serviceCompletedAt: new Date('2026-09-01T00:00:00Z') });
    const recent = await aRequest(t.em(), { status: 'completed', serviceCompletedAt: new Date('2026-11-01T00:00:00Z') });
    const fork = t.em();
    for (const [request, key] of [[old, 'old'], [recent, 'recent']] as const) {
      fork.create(SmsMessage, { to: request.phone, body: 'Thank you!', template: 'service-completed', idempotencyKey: key, request });
    }
    await fork.flush();

    await cleanup();

    expect((await t.em().find(SmsMessage, {})).map((text) => text.idempotencyKey)).toEqual(['recent']);
  });

  it('follows the clock: a request becomes old enough as time passes', async () => {
    const completed = await aRequest(t.em(), { status: 'completed', serviceCompletedAt: new Date('2026-11-01T00:00:00Z') });
    expect(await cleanup()).toEqual({ outcome: 'skipped', reason: 'nothing older than the retention period' });
    t.clock.set(new Date('2027-01-01T00:00:01Z'));
    expect(await cleanup()).toEqual({ outcome: 'done', detail: 'deleted 1' });
    expect(await t.em().count(CustomerRequest, { id: completed.id })).toBe(0);
  });

  it('is queued once per hour however often the dashboard asks, and on a 24-hour schedule', async () => {
    const cookie = await t.adminCookie();
    const askForCleanup = () => t.http().post('/api/admin/maintenance/cleanup').set('Cookie', cookie).expect(202);
    const queue = t.app.get<Queue>(getQueueToken(QUEUES.maintenance));
    const onDemandJobs = async () =>
      (await queue.getJobs(['waiting', 'active', 'completed', 'delayed', 'failed'])).filter(
        (job) => job.name === 'cleanup-completed' && !job.id?.startsWith('repeat:'),
      ).length;
    const before = await onDemandJobs();
    t.clock.set(new Date('2026-11-24T08:15:00Z'));
    for (let i = 0; i < 3; i++) await askForCleanup();
    t.clock.set(new Date('2026-11-24T09:05:00Z'));
    await askForCleanup();

    expect(await onDemandJobs()).toBe(before + 2);
    expect((await queue.getJob('cleanup-2026-11-24T08'))?.name).toBe('cleanup-completed');
    const schedulers = await queue.getJobSchedulers();
    const cleanupSchedules = schedulers
      .filter((scheduler) => scheduler.key === 'cleanup-completed')
      .map(({ key, name, every }) => ({ key, name, every }));
    expect(cleanupSchedules).toEqual([{ key: 'cleanup-completed', name: 'cleanup-completed', every: 86_400_000 }]);
  });
});
