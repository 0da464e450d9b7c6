import { Entity, OptionalProps, ManyToOne, PrimaryKey, Property } from '@mikro-orm/core';
import { CustomerRequest } from '../../request-core/entities/customer-request.entity';

/** A processed payment-provider event, so each is handled exactly once. */
@Entity({ tableName: 'payment_events' })
export class PaymentEvent {
  [OptionalProps]?: 'createdAt';

  @PrimaryKey({ type: 'text' })
  id!: string;

  @Property({ type: 'text' })
  type!: string;

  @ManyToOne(() => CustomerRequest, { nullable: true, deleteRule: 'cascade', fieldName: 'request_id' })
  request: CustomerRequest | null = null;

  @Property({ type: 'timestamptz' })
  createdAt: Date = new Date();
}
