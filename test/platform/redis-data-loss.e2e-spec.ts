import { getQueueToken } from '@nestjs/bullmq';
import { SchedulerRegistry } from '@nestjs/schedule';
import type { Queue } from 'bullmq';
import Redis from 'ioredis';
import { JobScheduleKeeper, SCHEDULE_CHECK_TICK } from '../../src/infra/queue/job-schedule-keeper';
import { DOCUMENT_CHECK_SCHEDULE, ORPHAN_FILE_SWEEP_SCHEDULE, QUEUES, SCHEDULES, WEEKLY_SUMMARY_SCHEDULE } from '../../src/infra/queue/queue-catalogue';
import { SmsMessage } from '../../src/modules/notifications/entities/sms-message.entity';
import { SmsOutboxService } from '../../src/modules/notifications/sms-outbox.service';
import { SmsProcessor } from '../../src/modules/notifications/sms.processor';
import { ManualClock } from '../support/manual-clock';
import { useStandIn } from '../support/stand-in';
import { TwilioStandIn } from '../support/twilio-stand-in';
import { useTestApp } from '../support/use-test-app';
import { waitFor } from '../support/wait-for';
import { TEST_ENV } from '../test-env';

/** Redis that lost its data (a restart without persistence, a failover, a flush) while the app ran. */
describe('Redis losing its data', () => {
  const twilioApi = useStandIn(new TwilioStandIn());
  const t = useTestApp({
    worker: true,
    clock: new ManualClock(new Date()),
    appPerTest: true,
    env: () => ({
      TWILIO_ACCOUNT_SID: 'AC00000000000000000000000000000002',
      TWILIO_AUTH_TOKEN: 'test-auth-token-0123456789abcdef',
      TWILIO_FROM: '+14695550100',
      TWILIO_API_URL: twilioApi.url,
    }),
    beforeEachTest: () => twilioApi.reset(),
  });
  const schedulerIds = async () => {
    const ids = await Promise.all(
      [QUEUES.smsInbound, QUEUES.maintenance].map(async (name) => (await t.app.get<Queue>(getQueueToken(name)).getJobSchedulers()).map((s) => s.key)),
    );
    return ids.flat().sort();
  };

  const everySchedule = [SCHEDULES.cleanupCompleted.id, SCHEDULES.sweepOutbox.id, DOCUMENT_CHECK_SCHEDULE.id, ORPHAN_FILE_SWEEP_SCHEDULE.id, WEEKLY_SUMMARY_SCHEDULE.id].sort();

  it('gets its schedules back without a restart, and the texts queued before the loss still go out', async () => {
    expect(await schedulerIds()).toEqual(everySchedule);
    // The worker is stopped so the texts stay queued, as if the loss came right after they were committed.
    const { worker } = t.app.get(SmsProcessor);
    await worker.pause();
    for (const key of ['lost-1', 'lost-2', 'lost-3']) {
      await t.app.get(SmsOutboxService).transaction(async (_tx, texts) => {
        texts.stage({ to: '+12145550107', body: `Queued before the loss (${key})`, template: 'test', idempotencyKey: key });
      });
    }

    const redis = new Redis(TEST_ENV.REDIS_URL);
    await redis.flushdb();
    await redis.quit();
    expect(await schedulerIds()).toEqual([]);
    worker.resume();
    // Long enough ago for the sweep to count them as missed by the queue.
    t.clock.advance(2 * 60_000);

    // The keeper's own tick puts them back; the test runs it rather than waiting for it.
    expect(t.app.get(SchedulerRegistry).getIntervals()).toContain(SCHEDULE_CHECK_TICK);
    await t.app.get(JobScheduleKeeper).ensureAll();
    expect(await schedulerIds()).toEqual(everySchedule);
    await waitFor(async () => (await t.em().count(SmsMessage, { template: 'test', status: 'sent' })) === 3, 60_000, 500);
    expect(twilioApi.received.map((request) => request.form.Body).sort()).toEqual([
      'Queued before the loss (lost-1)',
      'Queued before the loss (lost-2)',
      'Queued before the loss (lost-3)',
    ]);
  }, 120_000);
});
