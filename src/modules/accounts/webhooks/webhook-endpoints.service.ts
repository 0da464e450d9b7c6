import { EntityManager } from '@mikro-orm/postgresql';
import { Inject, Injectable } from '@nestjs/common';
import { CLOCK, Clock } from '../../../common/clock/clock';
import { notFound } from '../../../common/errors/app-error';
import type { CreatedWebhookEndpointView, WebhookDeliveryView, WebhookEndpointBody, WebhookEndpointView } from '../../../contracts/account-views';
import { ERROR_CODES } from '../../../contracts/error-codes';
import { WebhookDelivery } from '../entities/webhook-delivery.entity';
import { WebhookEndpoint } from '../entities/webhook-endpoint.entity';
import { WebhookAddressPolicy } from './webhook-address-policy';
import { WebhookDeliveryQueue } from './webhook-delivery-queue.service';
import { WebhookSecretSeal } from './webhook-secret-seal';
import { newSigningSecret } from './webhook-signature';
import { toWebhookDeliveryView, toWebhookEndpointView } from './webhook-views.mapper';

const DELIVERIES_SHOWN = 50;

const endpointNotFound = () => notFound(ERROR_CODES.webhookEndpointNotFound, 'This webhook endpoint does not exist, or belongs to another account.');
const deliveryNotFound = () => notFound(ERROR_CODES.webhookDeliveryNotFound, 'This webhook delivery does not exist, or belongs to another account.');

/** An account's endpoints and their deliveries, for the portal and the partner API alike; always scoped to the caller's account. */
@Injectable()
export class WebhookEndpointsService {
  constructor(
    private readonly em: EntityManager,
    private readonly policy: WebhookAddressPolicy,
    private readonly seal: WebhookSecretSeal,
    private readonly queue: WebhookDeliveryQueue,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async list(accountId: string): Promise<WebhookEndpointView[]> {
    const endpoints = await this.em.fork().find(WebhookEndpoint, { accountId }, { orderBy: { createdAt: 'asc', id: 'asc' } });
    return endpoints.map(toWebhookEndpointView);
  }

  /** A new endpoint on a public HTTPS address; its signing secret is in this answer only. */
  async create(accountId: string, body: WebhookEndpointBody): Promise<CreatedWebhookEndpointView> {
    const url = await this.policy.check(body.url);
    const secret = newSigningSecret();
    const em = this.em.fork();
    const endpoint = em.create(WebhookEndpoint, { accountId, url: url.href, events: [...new Set(body.events)], secretSealed: this.seal.seal(secret), createdAt: this.clock.now() });
    await em.flush();
    return { ...toWebhookEndpointView(endpoint), secret };
  }

  /** The endpoint and its delivery log go; a delivery still queued finds it gone and is not sent. */
  async remove(accountId: string, endpointId: string): Promise<void> {
    await this.em.fork().transactional(async (tx) => {
      const removed = await tx.nativeDelete(WebhookEndpoint, { id: endpointId, accountId });
      if (removed === 0) throw endpointNotFound();
      await tx.nativeDelete(WebhookDelivery, { endpointId, accountId });
    });
  }

  /** The endpoint's latest deliveries, newest first. */
  async deliveries(accountId: string, endpointId: string): Promise<WebhookDeliveryView[]> {
    const em = this.em.fork();
    if (!(await em.count(WebhookEndpoint, { id: endpointId, accountId }))) throw endpointNotFound();
    const deliveries = await em.find(WebhookDelivery, { endpointId, accountId }, { orderBy: { createdAt: 'desc', id: 'desc' }, limit: DELIVERIES_SHOWN });
    return deliveries.map(toWebhookDeliveryView);
  }

  /**
   * The same event (its id and bytes) sent again as a delivery of its own. Asking for it is the
   * admin's word that the receiver is fixed, so it turns a switched-off endpoint back on.
   */
  async replay(accountId: string, deliveryId: string): Promise<WebhookDeliveryView> {
    const em = this.em.fork();
    const replay = await em.transactional(async (tx) => {
      const original = await tx.findOne(WebhookDelivery, { id: deliveryId, accountId });
      if (!original) throw deliveryNotFound();
      const endpoint = await tx.findOne(WebhookEndpoint, { id: original.endpointId, accountId });
      if (!endpoint) throw endpointNotFound();
      if (endpoint.disabledAt) Object.assign(endpoint, { disabledAt: null, disabledReason: null, failingSince: null });
      const { endpointId, eventId, eventType, requestId, body } = original;
      return tx.create(WebhookDelivery, { endpointId, accountId, eventId, eventType, requestId, body, createdAt: this.clock.now() });
    });
    await this.queue.enqueue([replay.id]);
    return toWebhookDeliveryView(replay);
  }
}
