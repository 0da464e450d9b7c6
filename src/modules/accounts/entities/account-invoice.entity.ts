import { Entity, Index, OptionalProps, PrimaryKey, Property, Unique } from '@mikro-orm/core';
import { randomUUID } from 'node:crypto';

/** One line of an invoice: a job's price, an approved extra, a cancellation fee. Kept as issued. */
export interface InvoiceLine {
  requestId: string;
  /** When the job was completed or cancelled (ISO). */
  at: string;
  kind: 'job' | 'extra' | 'cancellation_fee';
  description: string;
  partnerReference: string | null;
  cents: number;
}

export type InvoiceStatus = 'open' | 'paid';

/** A business account's bill for one calendar month (Dallas), issued on the 1st of the next. */
@Entity({ tableName: 'account_invoices' })
@Unique({ properties: ['accountId', 'month'] })
@Index({ properties: ['status', 'dueAt'] })
export class AccountInvoice {
  [OptionalProps]?: 'createdAt' | 'status' | 'paidAt' | 'paidBy' | 'sentAt';

  @PrimaryKey({ type: 'uuid' })
  id: string = randomUUID();

  @Property({ type: 'uuid' })
  accountId!: string;

  /** 'INV-202611-0007': the month and a number per install. */
  @Property({ type: 'text', unique: true })
  number!: string;

  /** The month billed, 'YYYY-MM' on the Dallas calendar. */
  @Property({ type: 'text' })
  month!: string;

  @Property({ type: 'jsonb' })
  lines!: InvoiceLine[];

  @Property({ type: 'integer' })
  subtotalCents!: number;

  @Property({ type: 'integer' })
  discountBps!: number;

  @Property({ type: 'integer' })
  discountCents!: number;

  @Property({ type: 'integer' })
  totalCents!: number;

  @Property({ type: 'timestamptz' })
  issuedAt!: Date;

  @Property({ type: 'timestamptz' })
  dueAt!: Date;

  @Property({ type: 'text', default: 'open' })
  status: InvoiceStatus = 'open';

  @Property({ type: 'timestamptz', nullable: true })
  paidAt: Date | null = null;

  @Property({ type: 'text', nullable: true })
  paidBy: string | null = null;

  /** When the billing contact was texted or emailed about it. */
  @Property({ type: 'timestamptz', nullable: true })
  sentAt: Date | null = null;

  @Property({ type: 'timestamptz' })
  createdAt: Date = new Date();
}
