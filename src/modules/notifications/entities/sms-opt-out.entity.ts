import { Entity, PrimaryKey, Property } from '@mikro-orm/core';

@Entity({ tableName: 'sms_opt_outs' })
export class SmsOptOut {
  /** E.164. */
  @PrimaryKey({ type: 'text' })
  phone!: string;

  @Property({ type: 'timestamptz' })
  since: Date = new Date();
}
