import { Entity, ManyToOne, PrimaryKey, Property } from '@mikro-orm/core';
import { randomUUID } from 'node:crypto';
import type { Language } from '../../../domain/language';
import type { ReceiptLines } from '../../../domain/receipt';
import { CustomerRequest } from '../../request-core/entities/customer-request.entity';

/**
 * A completed job's itemized receipt, texted to its customer. Its lines are written once, at
 * completion, and outlive the request: the request may be deleted (by a dispatcher, or by the
 * two-month cleanup) while its receipt still answers for its 90 days.
 */
@Entity({ tableName: 'receipts' })
export class Receipt {
  @PrimaryKey({ type: 'uuid' })
  id: string = randomUUID();

  /** One receipt per job; null once the request is deleted. */
  @ManyToOne(() => CustomerRequest, { nullable: true, deleteRule: 'set null', fieldName: 'request_id', unique: true })
  request: CustomerRequest | null = null;

  /** The SHA-256 of the code in its link: the table alone opens no receipt. */
  @Property({ type: 'text', unique: true })
  codeDigest!: string;

  /** The customer's language when it was issued: the page and PDF open in it. */
  @Property({ type: 'text' })
  language!: Language;

  @Property({ type: 'json' })
  lines!: ReceiptLines;

  @Property({ type: 'timestamptz' })
  issuedAt!: Date;

  @Property({ type: 'timestamptz' })
  expiresAt!: Date;
}
