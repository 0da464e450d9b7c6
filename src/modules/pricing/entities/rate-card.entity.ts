import { Entity, PrimaryKey, Property } from '@mikro-orm/core';
import type { RateCardTerms } from '../../../domain/rate-card';

/**
 * One version of the rate card. A change is a new row (never an update), so a price set from the
 * card names the version it was suggested from, and who changed what when stays on record.
 */
@Entity({ tableName: 'rate_cards' })
export class RateCard {
  @PrimaryKey({ type: 'integer', autoincrement: false })
  version!: number;

  @Property({ type: 'json' })
  terms!: RateCardTerms;

  @Property({ type: 'text' })
  createdBy!: string;

  @Property({ type: 'timestamptz' })
  createdAt!: Date;
}
