import { Entity, Index, ManyToOne, OptionalProps, PrimaryKey, Property, rel } from '@mikro-orm/core';
import { randomUUID } from 'node:crypto';
import { CustomerRequest } from '../../request-core/entities/customer-request.entity';

export const PAYMENT_STATUSES = ['open', 'paid', 'expired', 'refunded', 'mismatched'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

export interface NewPayment {
  requestId: string;
  checkoutSessionId: string;
  amountCents: number;
  currency: string;
  checkoutUrl: string;
  expiresAt: Date;
  now: Date;
  saveCard?: boolean;
}

/** One checkout session for a request's deposit. */
@Entity({ tableName: 'payments' })
@Index({ properties: ['request', 'createdAt'] })
export class Payment {
  [OptionalProps]?: 'status' | 'paidAt' | 'refundedAt' | 'paymentIntentId' | 'receivedAmountCents' | 'receivedCurrency' | 'cardBrand' | 'cardLast4' | 'saveCard' | 'customerRef' | 'paymentMethodRef';

  @PrimaryKey({ type: 'uuid' })
  id: string = randomUUID();

  @ManyToOne(() => CustomerRequest, { deleteRule: 'cascade', fieldName: 'request_id' })
  request: CustomerRequest;

  @Property({ type: 'text', unique: true })
  checkoutSessionId: string;

  @Property({ type: 'integer' })
  amountCents: number;

  @Property({ type: 'text' })
  currency: string;

  @Property({ type: 'text' })
  status: PaymentStatus = 'open';

  /** Where the customer pays: the hosted checkout page, or the built-in test checkout. */
  @Property({ type: 'text' })
  checkoutUrl: string;

  @Property({ type: 'timestamptz' })
  expiresAt: Date;

  /** Set once paid; refunds are made against it. */
  @Property({ type: 'text', nullable: true })
  paymentIntentId: string | null = null;

  /** What the provider reported taking, when it differed from what was asked. */
  @Property({ type: 'integer', nullable: true })
  receivedAmountCents: number | null = null;

  @Property({ type: 'text', nullable: true })
  receivedCurrency: string | null = null;

  /** The card the deposit was paid with ('visa', '4242'), for the receipt; null when the provider did not say. */
  @Property({ type: 'text', nullable: true })
  cardBrand: string | null = null;

  @Property({ type: 'text', nullable: true })
  cardLast4: string | null = null;

  /** The customer agreed, at the deposit, to keep the card for paying the balance. */
  @Property({ type: 'boolean', default: false })
  saveCard: boolean = false;

  /** The payment provider's customer and card once saved: what the balance is charged to in one tap. */
  @Property({ type: 'text', nullable: true })
  customerRef: string | null = null;

  @Property({ type: 'text', nullable: true })
  paymentMethodRef: string | null = null;

  @Property({ type: 'timestamptz' })
  createdAt: Date;

  @Property({ type: 'timestamptz', nullable: true })
  paidAt: Date | null = null;

  @Property({ type: 'timestamptz', nullable: true })
  refundedAt: Date | null = null;

  constructor(input: NewPayment) {
    if (!Number.isInteger(input.amountCents) || input.amountCents <= 0) {
      throw new RangeError(`A payment is a positive whole number of cents, not ${input.amountCents}`);
    }
    this.request = rel(CustomerRequest, input.requestId);
    this.checkoutSessionId = input.checkoutSessionId;
    this.amountCents = input.amountCents;
    this.currency = input.currency;
    this.checkoutUrl = input.checkoutUrl;
    this.expiresAt = input.expiresAt;
    this.createdAt = input.now;
    this.saveCard = input.saveCard ?? false;
  }
}
