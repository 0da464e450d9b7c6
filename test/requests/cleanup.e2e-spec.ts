import { EntityManager } from '@mikro-orm/postgresql';
import { getQueueToken } from '@nestjs/bullmq';
import { Queue } from 'bullmq';
import request from 'supertest';
import { QUEUES } from '../../src/infra/queue/queue-catalogue';
import { CustomerRequest } from '../../src/modules/requests/entities/customer-request.entity';
import { RequestCleanupService } from '../../src/modules/requests/request-cleanup.service';
import { adminCookie } from '../support/admin';
import { resetDatabase } from '../support/database';
import { aRequest } from '../support/factories';
import { resetRedisCounters } from '../support/redis';
import { createTestApp, ManualClock, TestApp } from '../support/test-app';

describe('Cleanup of completed requests', () => {
  let testApp: TestApp;
  const clock = new ManualClock(new Date('2026-11-23T12:00:00Z'));
  const em = () => testApp.app.get(EntityManager);

  beforeAll(async () => {
    testApp = await createTestApp({ clock });
  });

  beforeEach(async () => {
    await resetDatabase(testApp.orm);
  });

  afterAll(async () => {
    await testApp.close();
  });

  it('deletes exactly the completed requests finished more than 2 months ago', async () => {
    const old = await aRequest(em(), { status: 'completed', serviceCompletedAt: new Date('2026-09-23T11:59:59Z') });
    const boundary = await aRequest(em(), { status: 'completed', serviceCompletedAt: new Date('2026-09-23T12:00:00Z') });
    const recent = await aRequest(em(), { status: 'completed', serviceCompletedAt: new Date('2026-11-01T00:00:00Z') });
    const oldButCancelled = await aRequest(em(), { status: 'cancelled', createdAt: new Date('2026-01-01T00:00:00Z') });
    const active = await aRequest(em(), { status: 'en_route' });

    const result = await testApp.app.get(RequestCleanupService).deleteExpiredCompleted();

    expect(result).toEqual({ outcome: 'done', detail: 'deleted 1' });
    const remaining = (await em().fork().find(CustomerRequest, {})).map((r) => r.id).sort();
    expect(remaining).toEqual([boundary.id, recent.id, oldButCancelled.id, active.id].sort());
    expect(remaining).not.toContain(old.id);
  });

  it('follows the clock: a request becomes old enough as time passes', async () => {
    const completed = await aRequest(em(), { status: 'completed', serviceCompletedAt: new Date('2026-11-01T00:00:00Z') });
    const cleanup = testApp.app.get(RequestCleanupService);
    expect(await cleanup.deleteExpiredCompleted()).toEqual({ outcome: 'skipped', reason: 'nothing older than the retention period' });
    clock.set(new Date('2027-01-01T00:00:01Z'));
    expect(await cleanup.deleteExpiredCompleted()).toEqual({ outcome: 'done', detail: 'deleted 1' });
    expect(await em().fork().count(CustomerRequest, { id: completed.id })).toBe(0);
  });

  it('is queued once per hour however often the dashboard asks, and on a 24-hour schedule', async () => {
    await resetRedisCounters();
    const cookie = await adminCookie(testApp.app);
    const queue = testApp.app.get<Queue>(getQueueToken(QUEUES.maintenance));
    const onDemandJobs = async () =>
      (await queue.getJobs(['waiting', 'active', 'completed', 'delayed', 'failed'])).filter(
        (job) => job.name === 'cleanup-completed' && !job.id?.startsWith('repeat:'),
      ).length;
    const before = await onDemandJobs();
    clock.set(new Date('2026-11-24T08:15:00Z'));
    for (let i = 0; i < 3; i++) {
      await request(testApp.app.getHttpServer()).post('/api/admin/maintenance/cleanup').set('Cookie', cookie).expect(202);
    }
    clock.set(new Date('2026-11-24T09:05:00Z'));
    await request(testApp.app.getHttpServer()).post('/api/admin/maintenance/cleanup').set('Cookie', cookie).expect(202);

    expect(await onDemandJobs()).toBe(before + 2);
    expect((await queue.getJob('cleanup-2026-11-24T08'))?.name).toBe('cleanup-completed');
    const schedulers = await queue.getJobSchedulers();
    expect(schedulers).toEqual(expect.arrayContaining([expect.objectContaining({ key: 'cleanup-completed', every: 86_400_000 })]));
  });
});
