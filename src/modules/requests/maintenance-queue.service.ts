import { InjectQueue } from '@nestjs/bullmq';
import { Inject, Injectable } from '@nestjs/common';

import { CLOCK, Clock } from '../../common/clock/clock';
import { CataloguedQueue, JOBS, jobIds, QUEUES } from '../../infra/queue/queue-catalogue';

@Injectable()
export class MaintenanceQueueService {
  constructor(
    @InjectQueue(QUEUES.maintenance) private readonly queue: CataloguedQueue<'maintenance'>,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  /** Runs the cleanup soon; repeated calls within the same hour share one job. */
  async requestCleanup(): Promise<void> {
    const hour = this.clock.now().toISOString().slice(0, 13);
    await this.queue.add(JOBS.cleanupCompleted, {}, { jobId: jobIds.cleanupNow(hour) });
  }

  /** Checks providers' documents soon; repeated calls within the same hour share one job. */
  async requestDocumentCheck(): Promise<void> {
    const hour = this.clock.now().toISOString().slice(0, 13);
    await this.queue.add(JOBS.checkProviderDocuments, {}, { jobId: jobIds.checkDocumentsNow(hour) });
  }
}
