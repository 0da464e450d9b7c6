export { DispatchModule } from './dispatch.module';
export { DispatchWorkerModule } from './dispatch-worker.module';
export { ProviderDutyService } from './provider-duty.service';
export { ProviderJobsService } from './provider-jobs.service';
