import { Migration } from '@mikro-orm/migrations';

/**
 * Staff accounts instead of one shared admin: the admin becomes the first owner, named for the
 * activity log by their email until they choose a name. Invitations keep only their code's hash.
 */
export class Migration20261128220000 extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table "admin_users" rename to "staff_members";`);
    this.addSql(`alter table "staff_members" rename constraint "admin_users_pkey" to "staff_members_pkey";`);
    this.addSql(`alter table "staff_members" rename constraint "admin_users_email_unique" to "staff_members_email_unique";`);
    this.addSql(`alter table "staff_members" add column "name" text null, add column "phone" text null, add column "role" text not null default 'owner',
      add column "totp_secret" text null, add column "totp_last_step" integer null, add column "deactivated_at" timestamptz null, add column "invited_by" uuid null;`);
    this.addSql(`update "staff_members" set "name" = split_part("email", '@', 1);`);
    this.addSql(`alter table "staff_members" alter column "name" set not null, alter column "role" drop default;`);
    this.addSql(`create table "staff_invitations" ("id" uuid not null, "code_hash" text not null, "name" text not null, "email" text not null, "phone" text not null,
      "role" text not null, "invited_by" uuid null, "staff_member_id" uuid null, "totp_secret" text null, "expires_at" timestamptz not null, "used_at" timestamptz null,
      "revoked_at" timestamptz null, "created_at" timestamptz not null, constraint "staff_invitations_pkey" primary key ("id"));`);
    this.addSql(`alter table "staff_invitations" add constraint "staff_invitations_code_hash_unique" unique ("code_hash");`);
    this.addSql(`alter table "staff_invitations" add constraint "staff_invitations_invited_by_foreign" foreign key ("invited_by") references "staff_members" ("id") on update cascade on delete set null;`);
    this.addSql(`alter table "staff_invitations" add constraint "staff_invitations_staff_member_id_foreign" foreign key ("staff_member_id") references "staff_members" ("id") on update cascade on delete cascade;`);
    this.addSql(`alter table "request_activity_log" add column "staff_member_id" uuid null;`);
    this.addSql(`create index "request_activity_log_staff_member_id_created_at_index" on "request_activity_log" ("staff_member_id", "created_at");`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop index "request_activity_log_staff_member_id_created_at_index";`);
    this.addSql(`alter table "request_activity_log" drop column "staff_member_id";`);
    this.addSql(`drop table "staff_invitations";`);
    this.addSql(`alter table "staff_members" drop column "name", drop column "phone", drop column "role", drop column "totp_secret", drop column "totp_last_step", drop column "deactivated_at", drop column "invited_by";`);
    this.addSql(`alter table "staff_members" rename constraint "staff_members_pkey" to "admin_users_pkey";`);
    this.addSql(`alter table "staff_members" rename constraint "staff_members_email_unique" to "admin_users_email_unique";`);
    this.addSql(`alter table "staff_members" rename to "admin_users";`);
  }
}
