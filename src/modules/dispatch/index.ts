export { DispatchModule } from './dispatch.module';
export { DispatchWorkerModule } from './dispatch-worker.module';
export { ProviderJobsService } from './provider-jobs.service';
