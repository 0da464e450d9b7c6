import { Entity, Index, OptionalProps, PrimaryKey, Property } from '@mikro-orm/core';
import { randomUUID } from 'node:crypto';
import type { ApiKeyScope } from '../../../domain/business-accounts';

/** A partner API key: shown once, kept as a digest; its prefix names it in lists. */
@Entity({ tableName: 'partner_api_keys' })
@Index({ properties: ['accountId', 'createdAt'] })
export class ApiKey {
  [OptionalProps]?: 'createdAt' | 'lastUsedAt' | 'revokedAt' | 'createdBy';

  @PrimaryKey({ type: 'uuid' })
  id: string = randomUUID();

  @Property({ type: 'uuid' })
  accountId!: string;

  /** What the account calls it: 'Fleet dispatch system'. */
  @Property({ type: 'text' })
  name!: string;

  /** The key's first characters, shown in lists so a person can tell keys apart. */
  @Property({ type: 'text', unique: true })
  prefix!: string;

  @Property({ type: 'text', unique: true, hidden: true })
  digest!: string;

  @Property({ type: 'text[]' })
  scopes!: ApiKeyScope[];

  /** Who made it, as the activity signs: 'Dana R. (owner)'. */
  @Property({ type: 'text', nullable: true })
  createdBy: string | null = null;

  @Property({ type: 'timestamptz' })
  createdAt: Date = new Date();

  @Property({ type: 'timestamptz', nullable: true })
  lastUsedAt: Date | null = null;

  @Property({ type: 'timestamptz', nullable: true })
  revokedAt: Date | null = null;
}
