import { Entity, Index, OptionalProps, PrimaryKey, Property, Unique } from '@mikro-orm/core';
import { randomUUID } from 'node:crypto';

/** A balance and tip paid by card, a trip fee credited from a kept deposit (or a business account's cancellation fee), or a business account's job. */
export const TRANSFER_SOURCES = ['balance', 'credit', 'account_job'] as const;
export type TransferSource = (typeof TRANSFER_SOURCES)[number];

/**
 * 'waiting': owed, until the provider's payout account is on; 'sent': transferred to it;
 * 'recorded': kept in the ledger only, where no payment provider is set up; 'cancelled': refunded to
 * the customer in full before it was sent.
 */
export const TRANSFER_STATUSES = ['waiting', 'sent', 'recorded', 'cancelled'] as const;
export type TransferStatus = (typeof TRANSFER_STATUSES)[number];

/**
 * Money owed to a provider from one payment, and its transfer: one per payment and source, written
 * with the ledger rows that owe it, and sent once (its id is the transfer's idempotency key).
 */
@Entity({ tableName: 'provider_transfers' })
@Unique({ properties: ['paymentId', 'source'] })
@Index({ properties: ['status', 'providerId'] })
@Index({ properties: ['providerId', 'createdAt'] })
export class ProviderTransfer {
  [OptionalProps]?: 'status' | 'transferRef' | 'sentAt' | 'paymentIntentId' | 'reversedCents';

  @PrimaryKey({ type: 'uuid' })
  id: string = randomUUID();

  @Property({ type: 'uuid' })
  providerId!: string;

  @Property({ type: 'uuid' })
  requestId!: string;

  /** The deposit's payment or the card balance the money came from. */
  @Property({ type: 'uuid' })
  paymentId!: string;

  @Property({ type: 'text' })
  source!: TransferSource;

  @Property({ type: 'integer' })
  amountCents!: number;

  @Property({ type: 'text' })
  currency!: string;

  /** The customer's charge, so the transfer waits for its funds. */
  @Property({ type: 'text', nullable: true })
  paymentIntentId: string | null = null;

  @Property({ type: 'text' })
  status: TransferStatus = 'waiting';

  @Property({ type: 'text', nullable: true, unique: true })
  transferRef: string | null = null;

  @Property({ type: 'timestamptz' })
  createdAt!: Date;

  @Property({ type: 'timestamptz', nullable: true })
  sentAt: Date | null = null;

  /** Taken back from the provider after a refund to the customer (a clawback). */
  @Property({ type: 'integer', default: 0 })
  reversedCents: number = 0;
}
