import type { CreatedWebhookEndpointView, PartnerEventBody, WebhookEndpointView } from '../../../contracts/account-views';

/** Examples for the partner API's documentation. */
export const WEBHOOK_ENDPOINT_EXAMPLE: WebhookEndpointView = {
  id: '3f6c1d0e-8a52-4f8e-9d51-2b7a9c0e4d11',
  url: 'https://dispatch.example-fleet.com/roadside/webhooks',
  events: ['job.assigned', 'job.en_route', 'job.arrived', 'job.completed', 'job.cancelled'],
  createdAt: '2026-11-29T15:04:05.000Z',
  failingSince: null,
  disabledAt: null,
  disabledReason: null,
};

export const CREATED_WEBHOOK_ENDPOINT_EXAMPLE: CreatedWebhookEndpointView = { ...WEBHOOK_ENDPOINT_EXAMPLE, secret: 'whsec_Qm9yZWFsaXMtZXhhbXBsZS1zZWNyZXQtMDE' };

export const PARTNER_EVENT_EXAMPLE: Pick<PartnerEventBody, 'id' | 'type' | 'createdAt'> = {
  id: '9b2e4f7a-1c3d-4e5f-8a9b-0c1d2e3f4a5b',
  type: 'job.en_route',
  createdAt: '2026-11-29T15:10:00.000Z',
};
