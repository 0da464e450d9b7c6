import { Entity, Index, ManyToOne, OptionalProps, PrimaryKey, Property } from '@mikro-orm/core';
import { randomUUID } from 'node:crypto';
import type { OfferSource, OfferStatus, OfferWithdrawal } from '../../../domain/offer-window';
import { CustomerRequest } from '../../request-core/entities/customer-request.entity';
import { Provider } from '../../providers/entities/provider.entity';

/** How an offer was answered: on its page or by text. */
export type OfferChannel = 'page' | 'sms';

/**
 * A timed offer of a paid request to one provider. Its row carries its own version: an acceptance
 * (written with the request's version too), a decline, the expiry and a withdrawal race on it, and
 * exactly one of them closes the offer.
 */
@Entity({ tableName: 'offers' })
@Index({ properties: ['request', 'status'] })
@Index({ properties: ['provider', 'status'] })
export class Offer {
  [OptionalProps]?: 'id' | 'version' | 'status' | 'seenAt' | 'answeredAt' | 'answeredBy' | 'etaMinutes' | 'declineReason' | 'withdrawnBecause';

  @PrimaryKey({ type: 'uuid' })
  id: string = randomUUID();

  @Property({ version: true, type: 'integer' })
  version!: number;

  @ManyToOne(() => CustomerRequest, { deleteRule: 'cascade', fieldName: 'request_id' })
  request!: CustomerRequest;

  @ManyToOne(() => Provider, { deleteRule: 'cascade', fieldName: 'provider_id' })
  provider!: Provider;

  /** The offer page's capability (128 random bits). */
  @Property({ type: 'text', unique: true })
  code!: string;

  /** Four digits the text shows; unique among the provider's open offers (a partial index). */
  @Property({ type: 'text' })
  jobNumber!: string;

  @Property({ type: 'text' })
  status: OfferStatus = 'open';

  @Property({ type: 'text' })
  source!: OfferSource;

  @Property({ type: 'timestamptz' })
  sentAt!: Date;

  @Property({ type: 'timestamptz' })
  expiresAt!: Date;

  @Property({ type: 'timestamptz', nullable: true })
  seenAt: Date | null = null;

  @Property({ type: 'timestamptz', nullable: true })
  answeredAt: Date | null = null;

  @Property({ type: 'text', nullable: true })
  answeredBy: OfferChannel | null = null;

  @Property({ type: 'smallint', nullable: true })
  etaMinutes: number | null = null;

  @Property({ type: 'text', nullable: true })
  declineReason: string | null = null;

  /** Set when the offer was withdrawn because its provider can no longer take it, so its page says why. */
  @Property({ type: 'text', nullable: true })
  withdrawnBecause: OfferWithdrawal | null = null;

  /** Straight-line miles from where the provider was placed when the offer went out. */
  @Property({ type: 'double', nullable: true })
  distanceMiles!: number | null;
}
