import { Entity, Index, ManyToOne, PrimaryKey, Property } from '@mikro-orm/core';
import { CustomerRequest } from './customer-request.entity';

/** `tracking`: replaced when a provider was assigned; `job`: the job went to another provider. */
export type RetiredCodeKind = 'tracking' | 'job';

/**
 * A link code a request answered to before it was replaced. Texts already sent carry it, so an
 * old tracking code still leads the customer to the request, and an old job code tells its
 * provider the job was given to someone else instead of 'Link Expired'.
 */
@Entity({ tableName: 'retired_link_codes' })
@Index({ properties: ['request'] })
export class RetiredLinkCode {
  @PrimaryKey({ type: 'text' })
  code: string;

  @Property({ type: 'text' })
  kind: RetiredCodeKind;

  @ManyToOne(() => CustomerRequest, { deleteRule: 'cascade', fieldName: 'request_id' })
  request: CustomerRequest;

  @Property({ type: 'timestamptz' })
  retiredAt: Date;

  constructor(code: string, kind: RetiredCodeKind, request: CustomerRequest, retiredAt: Date) {
    this.code = code;
    this.kind = kind;
    this.request = request;
    this.retiredAt = retiredAt;
  }
}
