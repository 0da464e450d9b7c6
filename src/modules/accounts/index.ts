export { AccountsModule } from './accounts.module';
export { AccountsWorkerModule } from './accounts-worker.module';
export { PartnerWebhooksModule, PartnerWebhooksWorkerModule } from './webhooks';
