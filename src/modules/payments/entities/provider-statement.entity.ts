import { Entity, PrimaryKey, Property, Unique } from '@mikro-orm/core';
import { randomUUID } from 'node:crypto';

/** A provider's weekly statement, texted on Monday: one per provider and week, opened by the code in its link. */
@Entity({ tableName: 'provider_statements' })
@Unique({ properties: ['providerId', 'weekStart'] })
export class ProviderStatement {
  @PrimaryKey({ type: 'uuid' })
  id: string = randomUUID();

  @Property({ type: 'uuid' })
  providerId!: string;

  /** The Monday the week starts on, in Dallas ('2026-11-23'). */
  @Property({ type: 'text' })
  weekStart!: string;

  @Property({ type: 'text', unique: true })
  codeDigest!: string;

  @Property({ type: 'timestamptz' })
  createdAt!: Date;
}
