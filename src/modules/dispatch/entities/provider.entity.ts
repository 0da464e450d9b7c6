import { Entity, OptionalProps, PrimaryKey, Property } from '@mikro-orm/core';
import { randomUUID } from 'node:crypto';
import type { Language } from '../../../domain/language';
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
  [OptionalProps]?: 'active' | 'agreementAcceptedAt';

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
