import { Entity, Index, OptionalProps, PrimaryKey, Property } from '@mikro-orm/core';
import { randomUUID } from 'node:crypto';
import type { SmsStatus } from './sms-message.entity';

/**
 * A delivery report that arrived before its send was recorded (the provider can call back before
 * its own answer to the send reaches us); applied once a text with that message id is recorded.
 */
@Entity({ tableName: 'sms_pending_statuses' })
@Index({ properties: ['providerSid'] })
@Index({ properties: ['receivedAt'] })
export class PendingSmsStatus {
  [OptionalProps]?: 'receivedAt';

  @PrimaryKey({ type: 'uuid' })
  id: string = randomUUID();

  @Property({ type: 'text' })
  providerSid!: string;

  @Property({ type: 'text' })
  status!: SmsStatus;

  @Property({ type: 'text', nullable: true })
  error: string | null = null;

  @Property({ type: 'timestamptz' })
  receivedAt: Date = new Date();
}
