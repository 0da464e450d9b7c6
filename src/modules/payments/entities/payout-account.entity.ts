import { Entity, OptionalProps, PrimaryKey, Property } from '@mikro-orm/core';
import { randomUUID } from 'node:crypto';

/** 'needs_details' until the payment provider says money can be paid out; then 'on'. */
export const PAYOUT_STATUSES = ['needs_details', 'on'] as const;
export type PayoutStatus = (typeof PAYOUT_STATUSES)[number];

/** A provider's payout account (Stripe Connect Express), opened when they opt in from their page. */
@Entity({ tableName: 'payout_accounts' })
export class PayoutAccount {
  [OptionalProps]?: 'status';

  @PrimaryKey({ type: 'uuid' })
  id: string = randomUUID();

  @Property({ type: 'uuid', unique: true })
  providerId!: string;

  @Property({ type: 'text', unique: true })
  accountRef!: string;

  @Property({ type: 'text' })
  status: PayoutStatus = 'needs_details';

  @Property({ type: 'timestamptz' })
  createdAt!: Date;

  @Property({ type: 'timestamptz' })
  updatedAt!: Date;
}
