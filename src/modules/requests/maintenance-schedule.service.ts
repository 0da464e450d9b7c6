import { Injectable, OnApplicationBootstrap } from '@nestjs/common';
import { MaintenanceQueueService } from './maintenance-queue.service';

/** Once at start; the daily schedules are kept by the queue infrastructure's JobScheduleKeeper. */
@Injectable()
export class MaintenanceScheduleService implements OnApplicationBootstrap {
  constructor(private readonly maintenance: MaintenanceQueueService) {}

  async onApplicationBootstrap(): Promise<void> {
    await this.maintenance.requestCleanup();
    await this.maintenance.requestDocumentCheck();
  }
}
