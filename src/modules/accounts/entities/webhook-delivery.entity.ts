import { Entity, Index, OptionalProps, PrimaryKey, Property } from '@mikro-orm/core';
import { randomUUID } from 'node:crypto';
import type { PartnerEvent } from '../../../domain/business-accounts';

export type WebhookDeliveryStatus = 'pending' | 'delivered' | 'failed';

/**
 * One event for one endpoint, written in the transaction of the change it tells of, then sent from
 * the queue. Retries and a replay send the same event id, so the receiver can drop repeats.
 */
@Entity({ tableName: 'partner_webhook_deliveries' })
@Index({ properties: ['endpointId', 'createdAt'] })
@Index({ properties: ['status', 'createdAt'] })
export class WebhookDelivery {
  [OptionalProps]?: 'createdAt' | 'attempts' | 'status' | 'lastStatusCode' | 'lastError' | 'lastAttemptAt' | 'deliveredAt' | 'requestId';

  @PrimaryKey({ type: 'uuid' })
  id: string = randomUUID();

  @Property({ type: 'uuid' })
  endpointId!: string;

  @Property({ type: 'uuid' })
  accountId!: string;

  /** The event's id, the same on every attempt and replay. */
  @Property({ type: 'uuid' })
  eventId!: string;

  @Property({ type: 'text' })
  eventType!: PartnerEvent | 'endpoint.test';

  @Property({ type: 'uuid', nullable: true })
  requestId: string | null = null;

  /** The body sent, byte for byte the same on every attempt. */
  @Property({ type: 'text' })
  body!: string;

  @Property({ type: 'text', default: 'pending' })
  status: WebhookDeliveryStatus = 'pending';

  @Property({ type: 'integer', default: 0 })
  attempts: number = 0;

  @Property({ type: 'integer', nullable: true })
  lastStatusCode: number | null = null;

  @Property({ type: 'text', nullable: true })
  lastError: string | null = null;

  @Property({ type: 'timestamptz', nullable: true })
  lastAttemptAt: Date | null = null;

  @Property({ type: 'timestamptz', nullable: true })
  deliveredAt: Date | null = null;

  @Property({ type: 'timestamptz' })
  createdAt: Date = new Date();
}
