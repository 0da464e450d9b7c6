import { Entity, OneToOne, Property } from '@mikro-orm/core';
import type { PositionRecord } from '../../../domain/request-record';
import { CustomerRequest } from '../../request-core/entities/customer-request.entity';

/**
 * The provider's latest fix for a job, kept apart from the request row: a GPS ping every few
 * seconds must never bump the request's optimistic version and push admin actions into retries.
 */
@Entity({ tableName: 'provider_positions' })
export class ProviderPosition implements PositionRecord {
  @OneToOne(() => CustomerRequest, {
    primary: true,
    owner: true,
    inversedBy: 'position',
    deleteRule: 'cascade',
    fieldName: 'request_id',
  })
  request: CustomerRequest;

  @Property({ type: 'double' })
  lat: number;

  @Property({ type: 'double' })
  lng: number;

  @Property({ type: 'timestamptz' })
  recordedAt: Date;

  constructor(request: CustomerRequest, lat: number, lng: number, recordedAt: Date) {
    this.request = request;
    this.lat = lat;
    this.lng = lng;
    this.recordedAt = recordedAt;
  }
}
