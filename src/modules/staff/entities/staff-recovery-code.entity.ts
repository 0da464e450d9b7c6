import { Entity, Index, OptionalProps, PrimaryKey, Property } from '@mikro-orm/core';
import { randomUUID } from 'node:crypto';

/** One of a member of staff's ten recovery codes, stored hashed; each signs in once. */
@Entity({ tableName: 'staff_recovery_codes' })
@Index({ properties: ['staffMemberId'] })
export class StaffRecoveryCode {
  [OptionalProps]?: 'usedAt';

  @PrimaryKey({ type: 'uuid' })
  id: string = randomUUID();

  @Property({ type: 'uuid' })
  staffMemberId!: string;

  @Property({ type: 'text', unique: true, hidden: true })
  codeHash!: string;

  @Property({ type: 'timestamptz', nullable: true })
  usedAt: Date | null = null;
}
