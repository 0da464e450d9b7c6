import { Entity, ManyToOne, OptionalProps, PrimaryKey, Property } from '@mikro-orm/core';
import { randomUUID } from 'node:crypto';
import type { MemberRole } from '../../../domain/staff-roles';
import { StaffMember } from './staff-member.entity';

/** A one-time link an owner texted to a new member of staff; only the code's hash is kept. */
@Entity({ tableName: 'staff_invitations' })
export class StaffInvitation {
  [OptionalProps]?: 'accountId' | 'createdAt' | 'usedAt' | 'revokedAt' | 'staffMember' | 'totpSecret';

  @PrimaryKey({ type: 'uuid' })
  id: string = randomUUID();

  @Property({ type: 'text', unique: true, hidden: true })
  codeHash!: string;

  @Property({ type: 'text' })
  name!: string;

  @Property({ type: 'text' })
  email!: string;

  @Property({ type: 'text' })
  phone!: string;

  @Property({ type: 'text' })
  role!: MemberRole;

  /** The business account this person belongs to (an account role); null for the desk's staff. */
  @Property({ type: 'uuid', nullable: true })
  accountId: string | null = null;

  @ManyToOne(() => StaffMember, { fieldName: 'invited_by', deleteRule: 'set null', nullable: true })
  invitedBy!: StaffMember | null;

  /** A reset of an existing account's password and factor, rather than a new account. */
  @ManyToOne(() => StaffMember, { fieldName: 'staff_member_id', deleteRule: 'cascade', nullable: true })
  staffMember: StaffMember | null = null;

  /** The authenticator key offered on the invitation's page (sealed), kept until the invitee confirms a code from it. */
  @Property({ type: 'text', nullable: true, hidden: true })
  totpSecret: string | null = null;

  @Property({ type: 'timestamptz' })
  expiresAt!: Date;

  @Property({ type: 'timestamptz', nullable: true })
  usedAt: Date | null = null;

  @Property({ type: 'timestamptz', nullable: true })
  revokedAt: Date | null = null;

  @Property({ type: 'timestamptz' })
  createdAt: Date = new Date();
}
