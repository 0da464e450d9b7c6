import { Entity, OptionalProps, PrimaryKey, Property } from '@mikro-orm/core';
import { randomUUID } from 'node:crypto';
import type { MemberRole } from '../../../domain/staff-roles';

/** A person who signs in to the desk: the first owner from the environment, everyone else by invitation. */
@Entity({ tableName: 'staff_members' })
export class StaffMember {
  [OptionalProps]?: 'accountId' | 'createdAt' | 'updatedAt' | 'phone' | 'deactivatedAt' | 'totpSecret' | 'totpLastStep' | 'invitedBy' | 'factorVersion';

  @PrimaryKey({ type: 'uuid' })
  id: string = randomUUID();

  /** Stored lower-cased, so the unique index is case-insensitive. */
  @Property({ type: 'text', unique: true })
  email!: string;

  /** As the activity log signs their actions: 'Dana R.'. */
  @Property({ type: 'text' })
  name!: string;

  /** E.164; where their invitation was texted. */
  @Property({ type: 'text', nullable: true })
  phone: string | null = null;

  @Property({ type: 'text' })
  role!: MemberRole;

  /** The business account this person belongs to (an account role); null for the desk's staff. */
  @Property({ type: 'uuid', nullable: true })
  accountId: string | null = null;

  @Property({ type: 'text', hidden: true })
  passwordHash!: string;

  /** The authenticator app's key, sealed with the install's secret; null until a factor is set up. */
  @Property({ type: 'text', nullable: true, hidden: true })
  totpSecret: string | null = null;

  /** The time step of the last code taken (30-second steps since 1970 fit an integer): a code is good once. */
  @Property({ type: 'integer', nullable: true, hidden: true })
  totpLastStep: number | null = null;

  /** Counts changes of the second factors (passkeys, recovery codes): each one ends the person's other sessions. */
  @Property({ type: 'integer', default: 0 })
  factorVersion: number = 0;

  @Property({ type: 'timestamptz', nullable: true })
  deactivatedAt: Date | null = null;

  @Property({ type: 'uuid', nullable: true })
  invitedBy: string | null = null;

  @Property({ type: 'timestamptz' })
  createdAt: Date = new Date();

  @Property({ type: 'timestamptz', onUpdate: () => new Date() })
  updatedAt: Date = new Date();
}
