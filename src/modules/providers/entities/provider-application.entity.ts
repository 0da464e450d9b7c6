import { OptionalProps, ArrayType, Entity, Index, ManyToOne, PrimaryKey, Property } from '@mikro-orm/core';
import { randomUUID } from 'node:crypto';
import type { Language } from '../../../domain/language';
import type { ApplicationStatus } from '../../../domain/provider-applications';
import type { VehicleClass } from '../../../domain/provider-matching';
import { Provider } from './provider.entity';

/** A tow operator's application to join the network, from the join page, until a dispatcher decides it. */
@Entity({ tableName: 'provider_applications' })
@Index({ properties: ['status', 'submittedAt'] })
export class ProviderApplication {
  [OptionalProps]?: 'status' | 'homeLat' | 'homeLng' | 'decidedAt' | 'decidedBy' | 'rejectReason' | 'provider';

  @PrimaryKey({ type: 'uuid' })
  id: string = randomUUID();

  @Property({ type: 'text', default: 'pending' })
  status: ApplicationStatus = 'pending';

  @Property({ type: 'text' })
  companyName!: string;

  @Property({ type: 'text' })
  contactName!: string;

  /** E.164. */
  @Property({ type: 'text' })
  phone!: string;

  @Property({ type: 'text' })
  email!: string;

  @Property({ type: 'text' })
  language!: Language;

  @Property({ type: ArrayType })
  services!: string[];

  @Property({ type: ArrayType })
  vehicleClasses!: VehicleClass[];

  @Property({ type: 'text' })
  homeAddress!: string;

  @Property({ type: 'double', nullable: true })
  homeLat: number | null = null;

  @Property({ type: 'double', nullable: true })
  homeLng: number | null = null;

  @Property({ type: 'smallint' })
  serviceRadiusMiles!: number;

  @Property({ type: 'text' })
  companyLicence!: string;

  @Property({ type: 'text' })
  operatorLicence!: string;

  @Property({ type: ArrayType })
  truckPermits!: string[];

  @Property({ type: 'date' })
  licenceExpiresOn!: string;

  @Property({ type: 'text' })
  insuranceCarrier!: string;

  @Property({ type: 'text' })
  insurancePolicy!: string;

  @Property({ type: 'integer' })
  insuranceCoverageCents!: number;

  @Property({ type: 'date' })
  insuranceExpiresOn!: string;

  @Property({ type: 'timestamptz' })
  submittedAt!: Date;

  @Property({ type: 'timestamptz', nullable: true })
  decidedAt: Date | null = null;

  /** The dispatcher's email. */
  @Property({ type: 'text', nullable: true })
  decidedBy: string | null = null;

  @Property({ type: 'text', nullable: true })
  rejectReason: string | null = null;

  /** The roster entry an approval made. */
  @ManyToOne(() => Provider, { nullable: true, deleteRule: 'set null', fieldName: 'provider_id' })
  provider: Provider | null = null;
}
