import { Entity, OptionalProps, PrimaryKey, Property } from '@mikro-orm/core';
import type { RateCardTerms } from '../../../domain/rate-card';

/**
 * One version of the rate card. A change is a new row (never an update), so a price set from the
 * card names the version it was suggested from, and who changed what when stays on record.
 */
@Entity({ tableName: 'rate_cards' })
export class RateCard {
  [OptionalProps]?: 'staffMemberId' | 'staffName';

  @PrimaryKey({ type: 'integer', autoincrement: false })
  version!: number;

  @Property({ type: 'json' })
  terms!: RateCardTerms;

  @Property({ type: 'text' })
  createdBy!: string;

  /** The member of staff who saved it. */
  @Property({ type: 'uuid', nullable: true })
  staffMemberId: string | null = null;

  /** Their name as it was then, which the history shows: 'Saved by Dana R.'. */
  @Property({ type: 'text', nullable: true })
  staffName: string | null = null;

  @Property({ type: 'timestamptz' })
  createdAt!: Date;
}
