import { Module } from '@nestjs/common';
import { DispatchModule } from '../dispatch';
import { MaintenanceProcessor } from './maintenance.processor';
import { MaintenanceScheduleService } from './maintenance-schedule.service';
import { RequestsModule } from './requests.module';

@Module({
  imports: [RequestsModule, DispatchModule],
  providers: [MaintenanceProcessor, MaintenanceScheduleService],
})
export class RequestsWorkerModule {}
