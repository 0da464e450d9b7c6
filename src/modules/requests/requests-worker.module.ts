import { Module } from '@nestjs/common';
import { MaintenanceProcessor } from './maintenance.processor';
import { MaintenanceScheduleService } from './maintenance-schedule.service';
import { RequestsModule } from './requests.module';

@Module({
  imports: [RequestsModule],
  providers: [MaintenanceProcessor, MaintenanceScheduleService],
})
export class RequestsWorkerModule {}
