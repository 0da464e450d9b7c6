import { EntityManager, LockMode } from '@mikro-orm/postgresql';
import { Inject, Injectable, Logger } from '@nestjs/common';
import { CLOCK, Clock } from '../../../common/clock/clock';
import { APP_CONFIG, AppConfig } from '../../../config/app-config';
import { WEBHOOK_MAX_ATTEMPTS, type JobResult } from '../../../infra/queue/queue-catalogue';
import { SmsOutboxService, type TextStager } from '../../notifications';
import { StaffDirectoryService } from '../../staff';
import { WebhookDelivery } from '../entities/webhook-delivery.entity';
import { WebhookEndpoint } from '../entities/webhook-endpoint.entity';
import { accountAlertPhones } from './account-alert-phones';
import { WebhookDeliveryQueue } from './webhook-delivery-queue.service';
import { WebhookHttpClient, type WebhookAttempt } from './webhook-http-client';
import { WEBHOOK_FAILING_LIMIT_MS } from './webhook-retry-schedule';
import { WebhookSecretSeal } from './webhook-secret-seal';
import { EVENT_ID_HEADER, SIGNATURE_HEADER, signatureHeader } from './webhook-signature';
import { businessPortalUrl, ENDPOINT_DISABLED_TEMPLATE, writeEndpointDisabled } from './webhook-texts';

/** A failed attempt the queue retries after its backoff. */
export class WebhookAttemptFailed extends Error {}

/** Pending deliveries older than this with no job in the queue are handed to it again. */
const SWEEP_AFTER_MS = 60_000;
const SWEEP_BATCH = 200;

/** The worker's side: one attempt of a delivery, its log, and turning off an endpoint that fails for a day. */
@Injectable()
export class WebhookDeliveriesService {
  private readonly logger = new Logger(WebhookDeliveriesService.name);

  constructor(
    private readonly em: EntityManager,
    private readonly http: WebhookHttpClient,
    private readonly seal: WebhookSecretSeal,
    private readonly outbox: SmsOutboxService,
    private readonly queue: WebhookDeliveryQueue,
    private readonly directory: StaffDirectoryService,
    @Inject(CLOCK) private readonly clock: Clock,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /** Sends the delivery once; throws to be retried while attempts are left and the endpoint is on. */
  async attempt(deliveryId: string): Promise<JobResult> {
    const em = this.em.fork();
    const delivery = await em.findOne(WebhookDelivery, { id: deliveryId });
    if (!delivery || delivery.status !== 'pending') return { outcome: 'skipped', reason: delivery ? `already ${delivery.status}` : 'delivery gone' };
    const endpoint = await em.findOne(WebhookEndpoint, { id: delivery.endpointId });
    if (!endpoint || endpoint.disabledAt) {
      delivery.status = 'failed';
      delivery.lastError = endpoint ? 'Not sent: the endpoint is turned off' : 'Not sent: the endpoint was removed';
      await em.flush();
      return { outcome: 'skipped', reason: delivery.lastError };
    }

    const sentAt = this.clock.now();
    const result = await this.http.post(endpoint.url, delivery.body, {
      [SIGNATURE_HEADER]: signatureHeader(this.seal.open(endpoint.secretSealed), delivery.body, sentAt),
      [EVENT_ID_HEADER]: delivery.eventId,
    });
    return this.record(deliveryId, result);
  }

  /** Hands pending deliveries the queue lost (a crash between the commit and the hand-over) back to it. */
  async sweep(): Promise<number> {
    const pending = await this.em
      .fork()
      .find(WebhookDelivery, { status: 'pending', createdAt: { $lt: new Date(this.clock.now().getTime() - SWEEP_AFTER_MS) } }, { fields: ['id'], orderBy: { createdAt: 'asc' }, limit: SWEEP_BATCH });
    const missing = await this.queue.missing(pending.map((delivery) => delivery.id));
    await this.queue.enqueue(missing);
    return missing.length;
  }

  /** The attempt's outcome on the delivery and its endpoint, under the endpoint's lock so two failing deliveries turn it off once. */
  private async record(deliveryId: string, result: WebhookAttempt): Promise<JobResult> {
    const now = this.clock.now();
    const outcome = await this.outbox.transaction(async (tx, texts) => {
      const delivery = await tx.findOneOrFail(WebhookDelivery, { id: deliveryId });
      const endpoint = await tx.findOne(WebhookEndpoint, { id: delivery.endpointId }, { lockMode: LockMode.PESSIMISTIC_WRITE });
      delivery.attempts += 1;
      delivery.lastAttemptAt = now;
      delivery.lastStatusCode = result.statusCode;
      delivery.lastError = result.error;
      if (result.ok) {
        delivery.status = 'delivered';
        delivery.deliveredAt = now;
        if (endpoint) endpoint.failingSince = null;
        return 'delivered' as const;
      }
      const disabled = endpoint ? await this.failed(tx, texts, endpoint, now, result.error) : true;
      if (disabled || delivery.attempts >= WEBHOOK_MAX_ATTEMPTS) {
        delivery.status = 'failed';
        return 'given_up' as const;
      }
      return 'retry' as const;
    });
    if (outcome === 'retry') throw new WebhookAttemptFailed(result.error ?? 'failed');
    return outcome === 'delivered' ? { outcome: 'done', detail: `answered ${result.statusCode}` } : { outcome: 'skipped', reason: `given up: ${result.error}` };
  }

  /** Notes the failure on the endpoint; a day of nothing but failures turns it off and texts the account. Whether it is off. */
  private async failed(tx: EntityManager, texts: TextStager, endpoint: WebhookEndpoint, now: Date, error: string | null): Promise<boolean> {
    if (endpoint.disabledAt) return true;
    endpoint.failingSince ??= now;
    if (now.getTime() - endpoint.failingSince.getTime() < WEBHOOK_FAILING_LIMIT_MS) return false;
    endpoint.disabledAt = now;
    endpoint.disabledReason = `Every delivery failed for 24 hours; the last: ${error ?? 'no answer'}`;
    const host = new URL(endpoint.url).host;
    const body = writeEndpointDisabled(host, businessPortalUrl(this.config.publicUrl));
    for (const to of await accountAlertPhones(tx, this.directory, endpoint.accountId)) {
      texts.stage({ to, body, template: ENDPOINT_DISABLED_TEMPLATE, idempotencyKey: `${ENDPOINT_DISABLED_TEMPLATE}:${endpoint.id}:${now.toISOString()}:${to}` });
    }
    this.logger.warn(`Webhook endpoint ${endpoint.id} of account ${endpoint.accountId} turned off after failing for 24 hours`);
    return true;
  }
}
