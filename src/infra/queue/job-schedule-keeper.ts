import { InjectQueue } from '@nestjs/bullmq';
import { Inject, Injectable, Logger, OnApplicationBootstrap } from '@nestjs/common';
import { Interval } from '@nestjs/schedule';
import type Redis from 'ioredis';
import { REDIS } from '../redis/redis.module';
import {
  CataloguedQueue,
  DOCUMENT_CHECK_SCHEDULE,
  ORPHAN_FILE_SWEEP_SCHEDULE,
  QUEUES,
  SCHEDULE_CHECK_MS,
  SCHEDULES,
  WEEKLY_SUMMARY_SCHEDULE,
} from './queue-catalogue';

/** The keeper's tick, by name in the scheduler registry. */
export const SCHEDULE_CHECK_TICK = 'job-schedule-check';

/**
 * Keeps every repeating job registered. BullMQ stores schedulers in Redis only, so a Redis that
 * lost its data (a restart without persistence, a failover, a flush) would silently stop the outbox
 * sweep and the daily cleanup until the next start. Registering is idempotent, so it is done at
 * start, whenever the connection is ready again, and on every tick.
 */
@Injectable()
export class JobScheduleKeeper implements OnApplicationBootstrap {
  private readonly logger = new Logger(JobScheduleKeeper.name);

  constructor(
    @InjectQueue(QUEUES.smsInbound) private readonly smsInbound: CataloguedQueue<'sms-inbound'>,
    @InjectQueue(QUEUES.maintenance) private readonly maintenance: CataloguedQueue<'maintenance'>,
    @Inject(REDIS) private readonly redis: Redis,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    await this.ensureAll();
    this.redis.on('ready', () => void this.ensureAll());
  }

  @Interval(SCHEDULE_CHECK_TICK, SCHEDULE_CHECK_MS)
  async ensureAll(): Promise<void> {
    try {
      await this.smsInbound.upsertJobScheduler(
        SCHEDULES.sweepOutbox.id,
        { every: SCHEDULES.sweepOutbox.everyMs },
        { name: SCHEDULES.sweepOutbox.id, data: {} },
      );
      await this.maintenance.upsertJobScheduler(
        SCHEDULES.cleanupCompleted.id,
        { every: SCHEDULES.cleanupCompleted.everyMs },
        { name: SCHEDULES.cleanupCompleted.id, data: {} },
      );
      await this.maintenance.upsertJobScheduler(
        DOCUMENT_CHECK_SCHEDULE.id,
        { pattern: DOCUMENT_CHECK_SCHEDULE.pattern, tz: DOCUMENT_CHECK_SCHEDULE.tz },
        { name: DOCUMENT_CHECK_SCHEDULE.id, data: {} },
      );
      await this.maintenance.upsertJobScheduler(
        ORPHAN_FILE_SWEEP_SCHEDULE.id,
        { pattern: ORPHAN_FILE_SWEEP_SCHEDULE.pattern, tz: ORPHAN_FILE_SWEEP_SCHEDULE.tz },
        { name: ORPHAN_FILE_SWEEP_SCHEDULE.id, data: {} },
      );
      await this.maintenance.upsertJobScheduler(
        WEEKLY_SUMMARY_SCHEDULE.id,
        { pattern: WEEKLY_SUMMARY_SCHEDULE.pattern, tz: WEEKLY_SUMMARY_SCHEDULE.tz },
        { name: WEEKLY_SUMMARY_SCHEDULE.id, data: {} },
      );
    } catch (error) {
      // Redis is away: the connection watch logs the outage, and the next tick or reconnect tries again.
      this.logger.debug(`Schedules not checked: ${(error as Error).message}`);
    }
  }
}
