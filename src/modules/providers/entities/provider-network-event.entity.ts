import { OptionalProps, Entity, Index, ManyToOne, PrimaryKey, Property } from '@mikro-orm/core';
import { randomUUID } from 'node:crypto';
import type { NetworkAction } from '../../../domain/provider-applications';
import { ProviderApplication } from './provider-application.entity';
import { Provider } from './provider.entity';

/** The audit of a provider's standing: every approval, rejection, suspension and reinstatement, with who and why. */
@Entity({ tableName: 'provider_network_events' })
@Index({ properties: ['provider', 'at'] })
export class ProviderNetworkEvent {
  [OptionalProps]?: 'provider' | 'application' | 'reason' | 'staffMemberId' | 'staffName';

  @PrimaryKey({ type: 'uuid' })
  id: string = randomUUID();

  @ManyToOne(() => Provider, { nullable: true, deleteRule: 'cascade', fieldName: 'provider_id' })
  provider: Provider | null = null;

  @ManyToOne(() => ProviderApplication, { nullable: true, deleteRule: 'cascade', fieldName: 'application_id' })
  application: ProviderApplication | null = null;

  @Property({ type: 'text' })
  action!: NetworkAction;

  /** A dispatcher's email, or 'system' for the daily check. */
  @Property({ type: 'text' })
  actor!: string;

  @Property({ type: 'text', nullable: true })
  reason: string | null = null;

  /** The member of staff who decided, when a person at the desk did; null for the applicant and the daily check. */
  @Property({ type: 'uuid', nullable: true })
  staffMemberId: string | null = null;

  /** Their name as it was then, which the audit shows: 'Reinstated by Dana R.'. */
  @Property({ type: 'text', nullable: true })
  staffName: string | null = null;

  @Property({ type: 'timestamptz' })
  at!: Date;
}
