import { Module } from '@nestjs/common';
import { DispatchModule } from '../dispatch';
import { InsightsModule } from '../insights';
import { OnSiteModule } from '../on-site';
import { ProvidersModule } from '../providers';
import { PaymentsModule } from '../payments';
import { MaintenanceProcessor } from './maintenance.processor';
import { MaintenanceScheduleService } from './maintenance-schedule.service';
import { OrphanFileSweepService } from './orphan-file-sweep.service';
import { RequestsModule } from './requests.module';

@Module({
  // Dispatch withdraws the offers of a provider whose documents expire here; insights writes the owner's Monday summary.
  imports: [RequestsModule, ProvidersModule, DispatchModule, OnSiteModule, PaymentsModule, InsightsModule],
  providers: [MaintenanceProcessor, MaintenanceScheduleService, OrphanFileSweepService],
})
export class RequestsWorkerModule {}
