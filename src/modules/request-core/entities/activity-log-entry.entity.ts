import { Entity, OptionalProps, Index, ManyToOne, PrimaryKey, Property } from '@mikro-orm/core';
import { randomUUID } from 'node:crypto';
import { CustomerRequest } from './customer-request.entity';
import type { Actor } from '../../../domain/request-lifecycle';

/** Who did it: the actor of the transition. */
export type ActivityUserType = Actor;

@Entity({ tableName: 'request_activity_log' })
@Index({ properties: ['request', 'createdAt'] })
@Index({ properties: ['staffMemberId', 'createdAt'] })
export class ActivityLogEntry {
  [OptionalProps]?: 'createdAt' | 'staffMemberId' | 'staffName';

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

  @Property({ type: 'timestamptz' })
  createdAt: Date = new Date();
}
