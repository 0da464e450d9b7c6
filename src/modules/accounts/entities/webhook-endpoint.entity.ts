import { Entity, Index, OptionalProps, PrimaryKey, Property } from '@mikro-orm/core';
import { randomUUID } from 'node:crypto';
import type { PartnerEvent } from '../../../domain/business-accounts';

/** An HTTPS address of the account's that is told of its jobs' events, each delivery signed with the endpoint's secret. */
@Entity({ tableName: 'partner_webhook_endpoints' })
@Index({ properties: ['accountId'] })
export class WebhookEndpoint {
  [OptionalProps]?: 'createdAt' | 'disabledAt' | 'disabledReason' | 'failingSince';

  @PrimaryKey({ type: 'uuid' })
  id: string = randomUUID();

  @Property({ type: 'uuid' })
  accountId!: string;

  @Property({ type: 'text' })
  url!: string;

  @Property({ type: 'text[]' })
  events!: PartnerEvent[];

  /** The signing secret, sealed with the install's key: it must be read back to sign. */
  @Property({ type: 'text', hidden: true })
  secretSealed!: string;

  /** Since when every delivery has failed; null after a success. */
  @Property({ type: 'timestamptz', nullable: true })
  failingSince: Date | null = null;

  @Property({ type: 'timestamptz', nullable: true })
  disabledAt: Date | null = null;

  @Property({ type: 'text', nullable: true })
  disabledReason: string | null = null;

  @Property({ type: 'timestamptz' })
  createdAt: Date = new Date();
}
