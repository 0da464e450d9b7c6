import { Entity, OptionalProps, Index, ManyToOne, PrimaryKey, Property } from '@mikro-orm/core';
import { randomUUID } from 'node:crypto';
import { CustomerRequest } from './customer-request.entity';
import type { Actor } from '../../../domain/request-lifecycle';

/** Who did it: the actor of the transition. */
export type ActivityUserType = Actor;

@Entity({ tableName: 'request_activity_log' })
@Index({ properties: ['request', 'createdAt'] })
export class ActivityLogEntry {
  [OptionalProps]?: 'createdAt';

  @PrimaryKey({ type: 'uuid' })
  id: string = randomUUID();

  @ManyToOne(() => CustomerRequest, { deleteRule: 'cascade', fieldName: 'request_id' })
  request!: CustomerRequest;

  @Property({ type: 'text' })
  action!: string;

  @Property({ type: 'text' })
  userType!: ActivityUserType;

  @Property({ type: 'timestamptz' })
  createdAt: Date = new Date();
}
