import type { EntityManager } from '@mikro-orm/postgresql';
import { Inject, Injectable, OnModuleInit } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import { CLOCK, Clock } from '../../../common/clock/clock';
import { APP_CONFIG, AppConfig } from '../../../config/app-config';
import { partnerEventFor } from '../../../domain/business-accounts';
import type { RequestStatus } from '../../../domain/request-status';
import { RequestChangeWatchers, type RequestChangeWatcher } from '../../request-core';
import type { RequestRecord } from '../../../domain/request-record';
import { WebhookDelivery } from '../entities/webhook-delivery.entity';
import { WebhookEndpoint } from '../entities/webhook-endpoint.entity';
import { toPartnerJobView } from '../jobs/partner-job-view';
import { WebhookDeliveryQueue } from './webhook-delivery-queue.service';
import { eventBody } from './webhook-event-body';

/**
 * Writes an account's deliveries in the transaction of the change they tell of, so an event is
 * never told of a change that rolled back, nor lost for one that committed; queued after the commit.
 */
@Injectable()
export class WebhookChangeWatcher implements RequestChangeWatcher, OnModuleInit {
  /** The deliveries each change staged, by the request object the engine hands to both calls. */
  private readonly stagedFor = new WeakMap<RequestRecord, string[]>();

  constructor(
    private readonly watchers: RequestChangeWatchers,
    private readonly queue: WebhookDeliveryQueue,
    @Inject(CLOCK) private readonly clock: Clock,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  onModuleInit(): void {
    this.watchers.add(this);
  }

  async staged(tx: EntityManager, request: RequestRecord, fromStatus: RequestStatus | null): Promise<void> {
    if (!request.accountId) return;
    const event = partnerEventFor(fromStatus, request.status);
    if (!event) return;
    const endpoints = (await tx.find(WebhookEndpoint, { accountId: request.accountId, disabledAt: null })).filter((endpoint) => endpoint.events.includes(event));
    if (endpoints.length === 0) return;
    const now = this.clock.now();
    const eventId = randomUUID();
    const body = eventBody(eventId, event, now, toPartnerJobView(request, this.config.publicUrl));
    const deliveries = endpoints.map((endpoint) =>
      tx.create(WebhookDelivery, { endpointId: endpoint.id, accountId: request.accountId!, eventId, eventType: event, requestId: request.id, body, createdAt: now }),
    );
    this.stagedFor.set(request, [...(this.stagedFor.get(request) ?? []), ...deliveries.map((delivery) => delivery.id)]);
  }

  async committed(request: RequestRecord): Promise<void> {
    const ids = this.stagedFor.get(request);
    if (!ids) return;
    this.stagedFor.delete(request);
    await this.queue.enqueue(ids);
  }
}
