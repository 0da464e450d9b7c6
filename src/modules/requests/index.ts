export { RequestsWorkerModule } from './requests-worker.module';
export { RequestsModule } from './requests.module';
