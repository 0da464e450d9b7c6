import { Entity, OptionalProps, PrimaryKey, Property } from '@mikro-orm/core';

@Entity({ tableName: 'sms_opt_outs' })
export class SmsOptOut {
  [OptionalProps]?: 'since';

  /** E.164. */
  @PrimaryKey({ type: 'text' })
  phone!: string;

  @Property({ type: 'timestamptz' })
  since: Date = new Date();
}
