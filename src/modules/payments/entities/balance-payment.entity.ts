import { Entity, Index, OptionalProps, PrimaryKey, Property } from '@mikro-orm/core';
import { randomUUID } from 'node:crypto';
import type { Language } from '../../../domain/language';

export const BALANCE_STATUSES = ['due', 'paid'] as const;
export type BalanceStatus = (typeof BALANCE_STATUSES)[number];

/** How a balance was paid: one tap with the card saved at the deposit, or another card on the checkout page. */
export type BalancePaidWith = 'saved_card' | 'checkout';

/**
 * The rest of a completed job's price, owed by card to a provider who takes balances through the
 * platform: one row per job, opened at completion and paid once. Like receipts, it is a record of
 * money and outlives its request, so it names the request and the provider by id only.
 */
@Entity({ tableName: 'balance_payments' })
@Index({ properties: ['status', 'remindedAt'] })
@Index({ properties: ['providerId', 'paidAt'] })
export class BalancePayment {
  [OptionalProps]?: 'status' | 'tipCents' | 'paidWith' | 'paymentIntentId' | 'checkoutSessionId' | 'checkoutTipCents' | 'cardBrand' | 'cardLast4' | 'remindedAt' | 'paidAt';

  @PrimaryKey({ type: 'uuid' })
  id: string = randomUUID();

  @Property({ type: 'uuid', unique: true })
  requestId!: string;

  @Property({ type: 'uuid' })
  providerId!: string;

  @Property({ type: 'uuid' })
  receiptId!: string;

  /** The SHA-256 of the code in the texted link: the table alone opens no balance. */
  @Property({ type: 'text', unique: true })
  codeDigest!: string;

  @Property({ type: 'text' })
  language!: Language;

  @Property({ type: 'text' })
  phone!: string;

  /** The accepted price and approved extras, which tips are a share of. */
  @Property({ type: 'integer' })
  jobTotalCents!: number;

  /** What is owed: the job's total less the deposit. */
  @Property({ type: 'integer' })
  balanceCents!: number;

  @Property({ type: 'text' })
  currency!: string;

  @Property({ type: 'text' })
  status: BalanceStatus = 'due';

  @Property({ type: 'integer', nullable: true })
  tipCents: number | null = null;

  @Property({ type: 'text', nullable: true })
  paidWith: BalancePaidWith | null = null;

  @Property({ type: 'text', nullable: true, unique: true })
  paymentIntentId: string | null = null;

  /** The checkout session of the latest 'another card' attempt, and the tip it was opened with. */
  @Property({ type: 'text', nullable: true, unique: true })
  checkoutSessionId: string | null = null;

  @Property({ type: 'integer', nullable: true })
  checkoutTipCents: number | null = null;

  @Property({ type: 'text', nullable: true })
  cardBrand: string | null = null;

  @Property({ type: 'text', nullable: true })
  cardLast4: string | null = null;

  @Property({ type: 'timestamptz' })
  createdAt!: Date;

  /** When the one reminder was texted; from then on the balance is on the dispatcher's Balance Due list. */
  @Property({ type: 'timestamptz', nullable: true })
  remindedAt: Date | null = null;

  @Property({ type: 'timestamptz', nullable: true })
  paidAt: Date | null = null;
}
