import { Module } from '@nestjs/common';
import { DispatchModule } from '../dispatch';
import { PaymentsModule } from '../payments';
import { MaintenanceProcessor } from './maintenance.processor';
import { MaintenanceScheduleService } from './maintenance-schedule.service';
import { OrphanFileSweepService } from './orphan-file-sweep.service';
import { RequestsModule } from './requests.module';

@Module({
  imports: [RequestsModule, DispatchModule, PaymentsModule],
  providers: [MaintenanceProcessor, MaintenanceScheduleService, OrphanFileSweepService],
})
export class RequestsWorkerModule {}
