export { PartnerWebhooksModule } from './partner-webhooks.module';
export { PartnerWebhooksWorkerModule } from './partner-webhooks-worker.module';
export { WebhookEndpointsService } from './webhook-endpoints.service';
