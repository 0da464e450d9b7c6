import { Migration } from '@mikro-orm/migrations';

/** The staff's security log: sign-ins, failures, factors, invitations and roles, for owners, kept a year. */
export class Migration20261128223000 extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create table "staff_security_events" ("id" uuid not null, "kind" text not null, "email" text not null, "staff_member_id" uuid null,
      "by_name" text null, "address" text null, "detail" text null, "created_at" timestamptz not null, constraint "staff_security_events_pkey" primary key ("id"));`);
    this.addSql(`create index "staff_security_events_created_at_index" on "staff_security_events" ("created_at");`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop table "staff_security_events";`);
  }
}
