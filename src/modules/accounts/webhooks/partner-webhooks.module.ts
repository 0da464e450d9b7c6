import { Module } from '@nestjs/common';
import { NotificationsModule } from '../../notifications';
import { RequestCoreModule } from '../../request-core';
import { PartnerWebhooksController } from './partner-webhooks.controller';
import { PortalWebhooksController } from './portal-webhooks.controller';
import { WebhookAddressPolicy } from './webhook-address-policy';
import { WebhookChangeWatcher } from './webhook-change-watcher';
import { WebhookDeliveryQueue } from './webhook-delivery-queue.service';
import { WebhookEndpointsService } from './webhook-endpoints.service';
import { WebhookSecretSeal } from './webhook-secret-seal';

/**
 * Webhooks out to business accounts: their endpoints, and a delivery written with every change of
 * one of their requests. Loaded by both processes: either may change a request.
 */
@Module({
  imports: [RequestCoreModule, NotificationsModule],
  controllers: [PartnerWebhooksController, PortalWebhooksController],
  providers: [WebhookAddressPolicy, WebhookSecretSeal, WebhookDeliveryQueue, WebhookChangeWatcher, WebhookEndpointsService],
  exports: [WebhookEndpointsService, WebhookAddressPolicy, WebhookSecretSeal, WebhookDeliveryQueue],
})
export class PartnerWebhooksModule {}
