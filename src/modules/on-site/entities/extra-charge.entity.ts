import { Entity, Index, ManyToOne, PrimaryKey, Property, Unique } from '@mikro-orm/core';
import { randomUUID } from 'node:crypto';
import type { ExtraKind, ExtraStatus } from '../../../domain/extra-charges';
import { JobPhoto } from './job-photo.entity';
import { CustomerRequest } from '../../request-core/entities/customer-request.entity';

/** One extra charge a provider proposed at the car, and who answered it, when, and how. */
@Entity({ tableName: 'extra_charges' })
@Index({ properties: ['request', 'status'] })
@Unique({ properties: ['request', 'number'] })
export class ExtraCharge {
  @PrimaryKey({ type: 'uuid' })
  id: string = randomUUID();

  @ManyToOne(() => CustomerRequest, { deleteRule: 'cascade', fieldName: 'request_id' })
  request!: CustomerRequest;

  /** Its number on the job (1, 2, …), which the customer's text names: 'YES 2'. */
  @Property({ type: 'integer' })
  number!: number;

  @Property({ type: 'text' })
  kind!: ExtraKind;

  /** What the provider wrote; required for 'other'. */
  @Property({ type: 'text', nullable: true })
  description: string | null = null;

  @Property({ type: 'integer' })
  amountCents!: number;

  /** The photo that shows why (the stuck car, the dolly): every extra has one. */
  @ManyToOne(() => JobPhoto, { deleteRule: 'cascade', fieldName: 'photo_id' })
  photo!: JobPhoto;

  @Property({ type: 'text' })
  status: ExtraStatus = 'proposed';

  @Property({ type: 'timestamptz' })
  proposedAt!: Date;

  /** When the customer was texted about it; null while it waits for a dispatcher. */
  @Property({ type: 'timestamptz', nullable: true })
  askedAt: Date | null = null;

  @Property({ type: 'timestamptz', nullable: true })
  answeredAt: Date | null = null;

  /** How the customer answered: on their tracking page, or by replying YES / NO. */
  @Property({ type: 'text', nullable: true })
  answeredBy: 'page' | 'text' | null = null;

  @Property({ type: 'timestamptz', nullable: true })
  voidedAt: Date | null = null;

  @Property({ type: 'text', nullable: true })
  voidReason: string | null = null;

  /** When the job ended with it still open. */
  @Property({ type: 'timestamptz', nullable: true })
  expiredAt: Date | null = null;
}
