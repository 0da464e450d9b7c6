import { Entity, Index, ManyToOne, PrimaryKey, Property } from '@mikro-orm/core';
import { randomUUID } from 'node:crypto';
import type { Language } from '../../../domain/language';
import type { IntakeAnswers, IntakeStep } from '../../../domain/sms-intake';
import { CustomerRequest } from '../../request-core/entities/customer-request.entity';

export type SmsIntakeStatus = 'open' | 'completed' | 'cancelled' | 'expired';

/**
 * A request being taken by text, one question at a time (domain/sms-intake). One open conversation
 * per phone (a partial unique index); each answer is written with the version it read, so of two
 * texts handled at once only one moves the conversation and the other is read again.
 */
@Entity({ tableName: 'sms_intakes' })
@Index({ properties: ['updatedAt'] })
export class SmsIntake {
  @PrimaryKey({ type: 'uuid' })
  id: string = randomUUID();

  /** E.164 of the driver. */
  @Property({ type: 'text' })
  phone!: string;

  @Property({ type: 'text' })
  status: SmsIntakeStatus = 'open';

  @Property({ type: 'text' })
  step!: IntakeStep;

  @Property({ type: 'json' })
  answers!: IntakeAnswers;

  @Property({ type: 'smallint' })
  misses: number = 0;

  @Property({ type: 'text' })
  language!: Language;

  @Property({ type: 'boolean' })
  textOnly: boolean = false;

  @Property({ type: 'integer' })
  version: number = 1;

  /** The inbound text last applied: a redelivered or retried one is not applied twice. */
  @Property({ type: 'uuid', nullable: true })
  lastMessageId: string | null = null;

  /** SHA-256 of the one-tap location page's code, once one was sent. */
  @Property({ type: 'text', nullable: true, unique: true })
  locationCodeDigest: string | null = null;

  /** The request it became. */
  @ManyToOne(() => CustomerRequest, { nullable: true, deleteRule: 'set null', fieldName: 'request_id' })
  request: CustomerRequest | null = null;

  @Property({ type: 'timestamptz' })
  createdAt!: Date;

  /** The last text in or the last answer: the conversation is idle 30 minutes after it. */
  @Property({ type: 'timestamptz' })
  updatedAt!: Date;
}
