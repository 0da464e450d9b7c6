export { AccountsModule } from './accounts.module';
export { AccountsWorkerModule } from './accounts-worker.module';
