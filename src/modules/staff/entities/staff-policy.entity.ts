import { Entity, PrimaryKey, Property } from '@mikro-orm/core';

export const STAFF_POLICY_NAMES = ['viewers_need_second_factor'] as const;
export type StaffPolicyName = (typeof STAFF_POLICY_NAMES)[number];

/** The staff area's switches an owner sets, one row per name; a missing row is off. */
@Entity({ tableName: 'staff_policies' })
export class StaffPolicy {
  @PrimaryKey({ type: 'text' })
  name!: StaffPolicyName;

  @Property({ type: 'boolean' })
  enabled!: boolean;

  @Property({ type: 'timestamptz' })
  updatedAt!: Date;
}
