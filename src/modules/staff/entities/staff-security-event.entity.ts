import { Entity, Index, OptionalProps, PrimaryKey, Property } from '@mikro-orm/core';
import { randomUUID } from 'node:crypto';
import type { StaffSecurityEventKind } from '../../../contracts/staff-views';

/** One line of the security log only owners read: sign-ins, failures, factors, invitations, roles. Kept a year. */
@Entity({ tableName: 'staff_security_events' })
@Index({ properties: ['createdAt'] })
export class StaffSecurityEvent {
  [OptionalProps]?: 'createdAt' | 'staffMemberId' | 'byName' | 'address' | 'detail';

  @PrimaryKey({ type: 'uuid' })
  id: string = randomUUID();

  @Property({ type: 'text' })
  kind!: StaffSecurityEventKind;

  /** Whose account it is about, as typed at sign-in for an unknown one. */
  @Property({ type: 'text' })
  email!: string;

  @Property({ type: 'uuid', nullable: true })
  staffMemberId: string | null = null;

  /** The owner who did it, for changes made on the staff page. */
  @Property({ type: 'text', nullable: true })
  byName: string | null = null;

  @Property({ type: 'text', nullable: true })
  address: string | null = null;

  @Property({ type: 'text', nullable: true })
  detail: string | null = null;

  @Property({ type: 'timestamptz' })
  createdAt: Date = new Date();
}
