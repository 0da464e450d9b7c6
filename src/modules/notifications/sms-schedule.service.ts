import { InjectQueue } from '@nestjs/bullmq';
import { Injectable, OnApplicationBootstrap } from '@nestjs/common';

import { CataloguedQueue, JOBS, QUEUES, SCHEDULES } from '../../infra/queue/queue-catalogue';

@Injectable()
export class SmsScheduleService implements OnApplicationBootstrap {
  constructor(@InjectQueue(QUEUES.sms) private readonly smsQueue: CataloguedQueue<'sms'>) {}

  async onApplicationBootstrap(): Promise<void> {
    await this.smsQueue.upsertJobScheduler(
      SCHEDULES.sweepOutbox.id,
      { every: SCHEDULES.sweepOutbox.everyMs },
      { name: JOBS.sweepOutbox, data: {} },
    );
  }
}
