import { Entity, OneToOne, OptionalProps, Property } from '@mikro-orm/core';
import type { AutoDispatchOutcome } from '../../../contracts/offer-views';
import { CustomerRequest } from '../../request-core/entities/customer-request.entity';

/** The cascade on one request: it offers the job to the next best provider each time a window closes unanswered. */
@Entity({ tableName: 'auto_dispatches' })
export class AutoDispatch {
  [OptionalProps]?: 'stoppedAt' | 'outcome';

  @OneToOne(() => CustomerRequest, { primary: true, owner: true, deleteRule: 'cascade', fieldName: 'request_id' })
  request!: CustomerRequest;

  @Property({ type: 'timestamptz' })
  startedAt!: Date;

  @Property({ type: 'timestamptz', nullable: true })
  stoppedAt: Date | null = null;

  /** Null while it runs. */
  @Property({ type: 'text', nullable: true })
  outcome: AutoDispatchOutcome | null = null;
}
