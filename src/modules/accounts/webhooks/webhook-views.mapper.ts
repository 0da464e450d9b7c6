import { iso } from '../../../common/time/iso';
import type { WebhookDeliveryView, WebhookEndpointView } from '../../../contracts/account-views';
import type { WebhookDelivery } from '../entities/webhook-delivery.entity';
import type { WebhookEndpoint } from '../entities/webhook-endpoint.entity';

export function toWebhookEndpointView(endpoint: WebhookEndpoint): WebhookEndpointView {
  return {
    id: endpoint.id,
    url: endpoint.url,
    events: endpoint.events,
    createdAt: endpoint.createdAt.toISOString(),
    failingSince: iso(endpoint.failingSince),
    disabledAt: iso(endpoint.disabledAt),
    disabledReason: endpoint.disabledReason,
  };
}

export function toWebhookDeliveryView(delivery: WebhookDelivery): WebhookDeliveryView {
  return {
    id: delivery.id,
    eventId: delivery.eventId,
    eventType: delivery.eventType,
    requestId: delivery.requestId,
    status: delivery.status,
    attempts: delivery.attempts,
    lastStatusCode: delivery.lastStatusCode,
    lastError: delivery.lastError,
    lastAttemptAt: iso(delivery.lastAttemptAt),
    deliveredAt: iso(delivery.deliveredAt),
    createdAt: delivery.createdAt.toISOString(),
  };
}
