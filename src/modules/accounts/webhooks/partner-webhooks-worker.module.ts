import { Module } from '@nestjs/common';
import { NotificationsModule } from '../../notifications';
import { StaffDirectoryModule } from '../../staff';
import { PartnerWebhooksModule } from './partner-webhooks.module';
import { PartnerWebhooksProcessor } from './partner-webhooks.processor';
import { WebhookDeliveriesService } from './webhook-deliveries.service';
import { WebhookHttpClient } from './webhook-http-client';
import { WebhookSweepTicker } from './webhook-sweep.ticker';

/** The worker side: sending each delivery, signed, with its retries, and the sweep of deliveries the queue missed. */
@Module({
  imports: [PartnerWebhooksModule, NotificationsModule, StaffDirectoryModule],
  providers: [WebhookHttpClient, WebhookDeliveriesService, PartnerWebhooksProcessor, WebhookSweepTicker],
  exports: [WebhookDeliveriesService],
})
export class PartnerWebhooksWorkerModule {}
