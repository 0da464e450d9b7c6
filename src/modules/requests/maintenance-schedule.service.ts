import { Injectable, OnApplicationBootstrap } from '@nestjs/common';
import { MaintenanceQueueService } from './maintenance-queue.service';

/** Every 24 hours, and once at start. */
@Injectable()
export class MaintenanceScheduleService implements OnApplicationBootstrap {
  constructor(private readonly maintenance: MaintenanceQueueService) {}

  async onApplicationBootstrap(): Promise<void> {
    await this.maintenance.scheduleDailyCleanup();
    await this.maintenance.requestCleanup();
  }
}
