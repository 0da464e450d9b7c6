import { Entity, OptionalProps, PrimaryKey, Property } from '@mikro-orm/core';
import { randomUUID } from 'node:crypto';
import type { AccountPricing, PaymentTermsDays } from '../../../domain/business-accounts';

/** A fleet, dealer or insurer whose jobs skip the deposit and are billed on a monthly invoice. */
@Entity({ tableName: 'business_accounts' })
export class BusinessAccount {
  [OptionalProps]?: 'createdAt' | 'updatedAt' | 'billingEmail' | 'discountBps' | 'pricing' | 'archivedAt';

  @PrimaryKey({ type: 'uuid' })
  id: string = randomUUID();

  @Property({ type: 'text', unique: true })
  name!: string;

  /** The person the invoice is for. */
  @Property({ type: 'text' })
  billingName!: string;

  /** E.164: where the invoice is texted, and the account's alerts go. */
  @Property({ type: 'text' })
  billingPhone!: string;

  /** Where the invoice is emailed when the install can send email. */
  @Property({ type: 'text', nullable: true })
  billingEmail: string | null = null;

  @Property({ type: 'integer' })
  termsDays!: PaymentTermsDays;

  /** The negotiated discount on each invoice's subtotal, in basis points (1 % = 100). */
  @Property({ type: 'integer', default: 0 })
  discountBps: number = 0;

  @Property({ type: 'text', default: 'rate_card' })
  pricing: AccountPricing = 'rate_card';

  /** What the account's jobs of one calendar month (Dallas) may add up to before new ones are refused. */
  @Property({ type: 'integer' })
  creditLimitCents!: number;

  @Property({ type: 'timestamptz', nullable: true })
  archivedAt: Date | null = null;

  @Property({ type: 'timestamptz' })
  createdAt: Date = new Date();

  @Property({ type: 'timestamptz', onUpdate: () => new Date() })
  updatedAt: Date = new Date();
}
