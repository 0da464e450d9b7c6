import { Entity, OptionalProps, PrimaryKey, Property } from '@mikro-orm/core';
import { randomUUID } from 'node:crypto';

/** 'needs_response' until the dispatcher submits the evidence; then Stripe's word: won or lost. */
export const DISPUTE_STATUSES = ['needs_response', 'submitted', 'won', 'lost'] as const;
export type DisputeStatus = (typeof DISPUTE_STATUSES)[number];

/** A customer's chargeback of a deposit or a card balance, answered with the job's evidence. */
@Entity({ tableName: 'disputes' })
export class Dispute {
  [OptionalProps]?: 'status' | 'submittedAt' | 'submittedBy' | 'closedAt' | 'evidenceDueBy';

  @PrimaryKey({ type: 'uuid' })
  id: string = randomUUID();

  @Property({ type: 'text', unique: true })
  disputeRef!: string;

  @Property({ type: 'uuid', index: true })
  requestId!: string;

  /** The deposit's payment or the card balance that was disputed. */
  @Property({ type: 'uuid' })
  paymentId!: string;

  @Property({ type: 'text' })
  paymentIntentId!: string;

  @Property({ type: 'integer' })
  amountCents!: number;

  @Property({ type: 'text' })
  reason!: string;

  @Property({ type: 'text' })
  status: DisputeStatus = 'needs_response';

  @Property({ type: 'timestamptz', nullable: true })
  evidenceDueBy: Date | null = null;

  @Property({ type: 'timestamptz' })
  createdAt!: Date;

  @Property({ type: 'timestamptz', nullable: true })
  submittedAt: Date | null = null;

  /** The name of the member of staff who submitted the evidence. */
  @Property({ type: 'text', nullable: true })
  submittedBy: string | null = null;

  @Property({ type: 'timestamptz', nullable: true })
  closedAt: Date | null = null;
}
