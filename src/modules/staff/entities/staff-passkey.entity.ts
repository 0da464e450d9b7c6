import { Entity, Index, OptionalProps, PrimaryKey, Property } from '@mikro-orm/core';
import { randomUUID } from 'node:crypto';

/** A passkey a member of staff registered: the public half, and the counter its authenticator keeps. */
@Entity({ tableName: 'staff_passkeys' })
@Index({ properties: ['staffMemberId'] })
export class StaffPasskey {
  [OptionalProps]?: 'createdAt' | 'lastUsedAt' | 'transports';

  @PrimaryKey({ type: 'uuid' })
  id: string = randomUUID();

  @Property({ type: 'uuid' })
  staffMemberId!: string;

  /** The credential's id as the browser names it (base64url). */
  @Property({ type: 'text', unique: true })
  credentialId!: string;

  /** The COSE public key (base64url). */
  @Property({ type: 'text', hidden: true })
  publicKey!: string;

  /** The authenticator's signature counter: a lower one than last time means a cloned key. */
  @Property({ type: 'bigint' })
  counter!: number;

  @Property({ type: 'json', nullable: true })
  transports: string[] | null = null;

  /** As the person named it, or the browser and system it was made on. */
  @Property({ type: 'text' })
  name!: string;

  @Property({ type: 'timestamptz' })
  createdAt: Date = new Date();

  @Property({ type: 'timestamptz', nullable: true })
  lastUsedAt: Date | null = null;
}
