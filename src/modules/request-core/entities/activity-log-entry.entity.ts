import { Entity, OptionalProps, Index, ManyToOne, PrimaryKey, Property } from '@mikro-orm/core';
import { randomUUID } from 'node:crypto';
import { CustomerRequest } from './customer-request.entity';
import type { Actor } from '../../../domain/request-lifecycle';
import type { RequestStatus } from '../../../domain/request-status';

/** Who did it: the actor of the transition. */
export type ActivityUserType = Actor;

@Entity({ tableName: 'request_activity_log' })
@Index({ properties: ['request', 'createdAt'] })
@Index({ properties: ['staffMemberId', 'createdAt'] })
export class ActivityLogEntry {
  [OptionalProps]?: 'createdAt' | 'staffMemberId' | 'staffName' | 'fromStatus' | 'toStatus';

  @PrimaryKey({ type: 'uuid' })
  id: string = randomUUID();

  @ManyToOne(() => CustomerRequest, { deleteRule: 'cascade', fieldName: 'request_id' })
  request!: CustomerRequest;

  @Property({ type: 'text' })
  action!: string;

  @Property({ type: 'text' })
  userType!: ActivityUserType;

  /** The member of staff who acted, when a person at the desk did. */
  @Property({ type: 'uuid', nullable: true })
  staffMemberId: string | null = null;

  /** Their name as it was then, which the log shows beside the action: 'by Dana R.'. */
  @Property({ type: 'text', nullable: true })
  staffName: string | null = null;

  /**
   * The status the entry moved the request from and to (from is null on the entry that created it); both
   * null on an entry that moved none. The entries' moves, in order, replay to the request's status.
   */
  @Property({ type: 'text', nullable: true })
  fromStatus: RequestStatus | null = null;

  @Property({ type: 'text', nullable: true })
  toStatus: RequestStatus | null = null;

  @Property({ type: 'timestamptz' })
  createdAt: Date = new Date();
}
