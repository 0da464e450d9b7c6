import { Entity, Index, ManyToOne, OptionalProps, PrimaryKey, Property } from '@mikro-orm/core';
import { randomUUID } from 'node:crypto';
import { CustomerRequest } from '../../request-core/entities/customer-request.entity';

/** `sending`: a worker has claimed the text and may have handed it to the provider; never sent again unchecked. */
export const SMS_STATUSES = ['queued', 'sending', 'sent', 'delivered', 'failed', 'suppressed'] as const;
export type SmsStatus = (typeof SMS_STATUSES)[number];
export type SmsDirection = 'outbound' | 'inbound';

@Entity({ tableName: 'sms_messages' })
@Index({ properties: ['status', 'createdAt'] })
@Index({ properties: ['request', 'createdAt'] })
export class SmsMessage {
  [OptionalProps]?: 'direction' | 'from' | 'status' | 'attempts' | 'createdAt' | 'updatedAt' | 'readAt' | 'staffMemberId' | 'staffName';

  @PrimaryKey({ type: 'uuid' })
  id: string = randomUUID();

  @Property({ type: 'text' })
  direction: SmsDirection = 'outbound';

  /** E.164. */
  @Property({ type: 'text', fieldName: 'to_phone' })
  to!: string;

  /** E.164; set on inbound texts, where `to` is our own number. */
  @Property({ type: 'text', fieldName: 'from_phone', nullable: true })
  from: string | null = null;

  @Property({ type: 'text' })
  body!: string;

  @Property({ type: 'text' })
  template!: string;

  // A deleted request's texts were still sent: they stay in the inbox, without the request.
  @ManyToOne(() => CustomerRequest, { nullable: true, deleteRule: 'set null', fieldName: 'request_id' })
  request: CustomerRequest | null = null;

  @Property({ type: 'text', unique: true })
  idempotencyKey!: string;

  /** Inbound texts: when a dispatcher opened the conversation; null while unread. */
  @Property({ type: 'timestamptz', nullable: true })
  readAt: Date | null = null;

  /** A reply a member of staff typed in the inbox: who, and their name as it was then ('by Dana R.'); null on every other text. */
  @Property({ type: 'uuid', nullable: true })
  staffMemberId: string | null = null;

  @Property({ type: 'text', nullable: true })
  staffName: string | null = null;

  @Property({ type: 'text' })
  status: SmsStatus = 'queued';

  @Property({ type: 'text', nullable: true })
  providerSid: string | null = null;

  @Property({ type: 'integer' })
  attempts: number = 0;

  @Property({ type: 'text', nullable: true })
  lastError: string | null = null;

  @Property({ type: 'timestamptz' })
  createdAt: Date = new Date();

  @Property({ type: 'timestamptz' })
  updatedAt: Date = new Date();

  @Property({ type: 'timestamptz', nullable: true })
  sentAt: Date | null = null;
}
