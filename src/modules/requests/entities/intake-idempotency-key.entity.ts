import { Entity, Index, ManyToOne, OptionalProps, PrimaryKey, Property } from '@mikro-orm/core';
import { CustomerRequest } from '../../request-core/entities/customer-request.entity';

/**
 * The request an Idempotency-Key created, written in the same transaction as the request: a retry
 * finds it even when the process died between the commit and the answer.
 */
@Entity({ tableName: 'intake_idempotency_keys' })
// Deleting a request looks its keys up by request.
@Index({ properties: ['request'] })
export class IntakeIdempotencyKey {
  [OptionalProps]?: 'createdAt';

  /** SHA-256 of the header: the key replays a tracking code, so it is kept like a secret. */
  @PrimaryKey({ type: 'text' })
  keyHash!: string;

  /** SHA-256 of the body it came with; the same key with another body is refused. */
  @Property({ type: 'text' })
  fingerprint!: string;

  @ManyToOne(() => CustomerRequest, { deleteRule: 'cascade', fieldName: 'request_id' })
  request!: CustomerRequest;

  /** The body of the first answer (the customer's view, or a business account's job view), given again to every retry. */
  @Property({ type: 'json' })
  response!: object;

  @Property({ type: 'timestamptz' })
  createdAt: Date = new Date();
}
