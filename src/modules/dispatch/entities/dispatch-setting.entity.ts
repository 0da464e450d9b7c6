import { Entity, PrimaryKey, Property } from '@mikro-orm/core';

/** The dispatch desk's switches, one row per name. */
@Entity({ tableName: 'dispatch_settings' })
export class DispatchSetting {
  @PrimaryKey({ type: 'text' })
  name!: string;

  @Property({ type: 'boolean' })
  enabled!: boolean;

  @Property({ type: 'timestamptz' })
  updatedAt!: Date;
}
