import { Entity, Index, OptionalProps, PrimaryKey, Property, Unique } from '@mikro-orm/core';
import { randomUUID } from 'node:crypto';

export const ACCOUNT_CHARGE_KINDS = ['job', 'extra', 'cancellation_fee'] as const;
export type AccountChargeKind = (typeof ACCOUNT_CHARGE_KINDS)[number];

/**
 * What a business account owes for one of its jobs: the job's price at completion, each approved
 * extra, or the fee of a cancelled job. Written in the transaction of the job's change, once each
 * (a job's row and its fee's have no extra; the unique key treats that null as one value).
 */
@Entity({ tableName: 'account_charges' })
@Unique({ properties: ['requestId', 'kind', 'extraId'] })
@Index({ properties: ['accountId', 'incurredAt'] })
export class AccountCharge {
  [OptionalProps]?: 'createdAt' | 'extraId' | 'partnerReference';

  @PrimaryKey({ type: 'uuid' })
  id: string = randomUUID();

  @Property({ type: 'uuid' })
  requestId!: string;

  @Property({ type: 'uuid' })
  accountId!: string;

  @Property({ type: 'text' })
  kind!: AccountChargeKind;

  /** The approved extra an 'extra' row bills; null on the others. */
  @Property({ type: 'uuid', nullable: true })
  extraId: string | null = null;

  @Property({ type: 'integer' })
  cents!: number;

  /** In words, as the invoice lists it: the service, the vehicle and the pickup area. */
  @Property({ type: 'text' })
  description!: string;

  /** The account's own reference for the job, as it was sent. */
  @Property({ type: 'text', nullable: true })
  partnerReference: string | null = null;

  /** When the job was completed or cancelled: the month it is billed in. */
  @Property({ type: 'timestamptz' })
  incurredAt!: Date;

  @Property({ type: 'timestamptz' })
  createdAt: Date = new Date();
}
