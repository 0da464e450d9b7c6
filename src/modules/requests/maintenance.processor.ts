import { Processor, WorkerHost } from '@nestjs/bullmq';
import { QUEUES, JobResult } from '../../infra/queue/queue-catalogue';
import { RequestCleanupService } from './request-cleanup.service';

@Processor(QUEUES.maintenance)
export class MaintenanceProcessor extends WorkerHost {
  constructor(private readonly cleanup: RequestCleanupService) {
    super();
  }

  process(): Promise<JobResult> {
    return this.cleanup.deleteExpiredCompleted();
  }
}
