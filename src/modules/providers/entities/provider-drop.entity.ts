import { Entity, Index, PrimaryKey, Property } from '@mikro-orm/core';
import { randomUUID } from 'node:crypto';

/** A provider giving back a job they had accepted, before arriving, with their reason: it counts on their scorecard. */
@Entity({ tableName: 'provider_drops' })
@Index({ properties: ['providerId', 'droppedAt'] })
export class ProviderDrop {
  @PrimaryKey({ type: 'uuid' })
  id: string = randomUUID();

  @Property({ type: 'uuid' })
  requestId!: string;

  @Property({ type: 'uuid' })
  providerId!: string;

  @Property({ type: 'text' })
  reason!: string;

  /** Where the job stood: accepted, or already on the way. */
  @Property({ type: 'text' })
  statusAtDrop!: string;

  @Property({ type: 'timestamptz' })
  droppedAt!: Date;
}
