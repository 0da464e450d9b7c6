import type { BalanceMethod } from '../../../domain/card-balance';
import { ArrayType, Entity, OptionalProps, PrimaryKey, Property } from '@mikro-orm/core';
import { randomUUID } from 'node:crypto';
import type { Language } from '../../../domain/language';
import type { NetworkStatus, Suspension } from '../../../domain/provider-credentials';
import type { VehicleClass } from '../../../domain/provider-matching';
import type { ProviderRecord } from '../../../domain/request-record';

export interface NewProvider {
  name: string;
  /** The person texts and pages greet, when the business name is not a person's. */
  contactName?: string | null;
  /** E.164. */
  phone: string;
  email?: string | null;
  vehicleInfo?: string | null;
  language?: Language;
  now: Date;
}

/** An independent provider on the roster; requests reference the one assigned to them. */
@Entity({ tableName: 'providers' })
export class Provider implements ProviderRecord {
  [OptionalProps]?: 'active' | 'agreementAcceptedAt' | 'onDuty' | 'onDutySince' | 'services' | 'vehicleClasses' | 'homeAddress' | 'homeLat' | 'homeLng' | 'serviceRadiusMiles' | 'balanceMethod' | 'pageCodeDigest' | 'pageCodeIssuedAt' | 'lastLat' | 'lastLng' | 'lastPositionAt' | 'networkStatus' | 'suspension' | 'companyLicence' | 'operatorLicence' | 'truckPermits' | 'licenceExpiresOn' | 'insuranceCarrier' | 'insurancePolicy' | 'insuranceCoverageCents' | 'insuranceExpiresOn';

  @PrimaryKey({ type: 'uuid' })
  id: string = randomUUID();

  @Property({ type: 'text' })
  name: string;

  @Property({ type: 'text', nullable: true })
  contactName: string | null;

  @Property({ type: 'text', unique: true })
  phone: string;

  @Property({ type: 'text', nullable: true })
  email: string | null;

  @Property({ type: 'text', nullable: true })
  vehicleInfo: string | null;

  @Property({ type: 'text', default: 'en' })
  language: Language;

  @Property({ type: 'boolean' })
  active: boolean = true;

  @Property({ type: 'timestamptz', nullable: true })
  agreementAcceptedAt: Date | null = null;

  /** Taking offers now: switched by the provider (texting ON or OFF, or their page). */
  @Property({ type: 'boolean', default: false })
  onDuty: boolean = false;

  @Property({ type: 'timestamptz', nullable: true })
  onDutySince: Date | null = null;

  /** The online form's service names the provider performs. */
  @Property({ type: ArrayType, default: '{}' })
  services: string[] = [];

  @Property({ type: ArrayType, default: '{light}' })
  vehicleClasses: VehicleClass[] = ['light'];

  /** Where the truck is based, for matching when no live position is known. */
  @Property({ type: 'text', nullable: true })
  homeAddress: string | null = null;

  @Property({ type: 'double', nullable: true })
  homeLat: number | null = null;

  @Property({ type: 'double', nullable: true })
  homeLng: number | null = null;

  @Property({ type: 'smallint', default: 25 })
  serviceRadiusMiles: number = 25;

  /** Whether the customer pays this provider the balance at the car, or by card through the platform. */
  @Property({ type: 'text', default: 'on_site' })
  balanceMethod: BalanceMethod = 'on_site';

  /** The SHA-256 of the provider page's capability (128 random bits); null once a dispatcher revokes it. */
  @Property({ type: 'text', nullable: true, unique: true })
  pageCodeDigest: string | null = null;

  @Property({ type: 'timestamptz', nullable: true })
  pageCodeIssuedAt: Date | null = null;

  /** The last position the provider page reported while on duty; matching uses it while fresh. */
  @Property({ type: 'double', nullable: true })
  lastLat: number | null = null;

  @Property({ type: 'double', nullable: true })
  lastLng: number | null = null;

  @Property({ type: 'timestamptz', nullable: true })
  lastPositionAt: Date | null = null;

  /** Only an active provider is offered or assigned jobs; a lapsed document suspends them until a dispatcher reviews its renewal. */
  @Property({ type: 'text', default: 'active' })
  networkStatus: NetworkStatus = 'active';

  @Property({ type: 'text', nullable: true })
  suspension: Suspension | null = null;

  /** TDLR numbers and the liability insurance, as vetted; null for a provider added before documents were asked. */
  @Property({ type: 'text', nullable: true })
  companyLicence: string | null = null;

  @Property({ type: 'text', nullable: true })
  operatorLicence: string | null = null;

  @Property({ type: ArrayType, default: '{}' })
  truckPermits: string[] = [];

  /** Calendar dates in Dallas, 'YYYY-MM-DD'. */
  @Property({ type: 'date', nullable: true })
  licenceExpiresOn: string | null = null;

  @Property({ type: 'text', nullable: true })
  insuranceCarrier: string | null = null;

  @Property({ type: 'text', nullable: true })
  insurancePolicy: string | null = null;

  @Property({ type: 'integer', nullable: true })
  insuranceCoverageCents: number | null = null;

  @Property({ type: 'date', nullable: true })
  insuranceExpiresOn: string | null = null;

  @Property({ type: 'timestamptz' })
  createdAt: Date;

  @Property({ type: 'timestamptz' })
  updatedAt: Date;

  constructor(input: NewProvider) {
    this.name = input.name;
    this.contactName = input.contactName ?? null;
    this.phone = input.phone;
    this.email = input.email ?? null;
    this.vehicleInfo = input.vehicleInfo ?? null;
    this.language = input.language ?? 'en';
    this.createdAt = input.now;
    this.updatedAt = input.now;
  }
}
