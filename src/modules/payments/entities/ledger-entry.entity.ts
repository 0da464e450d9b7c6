import { Entity, Index, OptionalProps, PrimaryKey, Property, Unique } from '@mikro-orm/core';
import { randomUUID } from 'node:crypto';
import type { CancellationCause } from '../../../domain/cancellation-ladder';

export const LEDGER_KINDS = ['refund', 'platform_fee', 'provider_credit', 'balance', 'tip'] as const;
export type LedgerKind = (typeof LEDGER_KINDS)[number];

/**
 * Where each cent of a payment went. A deposit whose request ended early: refunded, kept as the
 * platform's fee, or credited to the provider as a trip fee. A balance paid by card: the provider's
 * balance and tip (and the platform's share, if one was agreed). A payment has at most one row of
 * each kind per movement, and its rows sum to what was paid.
 */
@Entity({ tableName: 'ledger_entries' })
@Unique({ properties: ['paymentId', 'kind', 'movement'] })
@Index({ properties: ['providerId', 'createdAt'] })
export class LedgerEntry {
  [OptionalProps]?: 'providerId' | 'cause' | 'movement';

  @PrimaryKey({ type: 'uuid' })
  id: string = randomUUID();

  @Property({ type: 'uuid' })
  requestId!: string;

  @Property({ type: 'uuid' })
  paymentId!: string;

  @Property({ type: 'text' })
  kind!: LedgerKind;

  /** Negative when it takes back part of an earlier row of its kind (a balance refunded after it was paid). */
  @Property({ type: 'integer' })
  amountCents!: number;

  /** Tells apart the rows of one kind on one payment: '' for the first; a later refund names itself. */
  @Property({ type: 'text', default: '' })
  movement: string = '';

  /** The provider credited, on a provider_credit, balance or tip row. */
  @Property({ type: 'uuid', nullable: true })
  providerId: string | null = null;

  /** Why a deposit was split; null for a balance paid by card. */
  @Property({ type: 'text', nullable: true })
  cause: CancellationCause | null = null;

  @Property({ type: 'timestamptz' })
  createdAt!: Date;
}
