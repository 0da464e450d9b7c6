import { Migration } from '@mikro-orm/migrations';

/** The staff's passkeys and recovery codes, the count of their factor changes, and the owners' policies. */
export class Migration20261129003000 extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create table "staff_passkeys" ("id" uuid not null, "staff_member_id" uuid not null, "credential_id" text not null, "public_key" text not null,
      "counter" bigint not null, "transports" jsonb null, "name" text not null, "created_at" timestamptz not null, "last_used_at" timestamptz null,
      constraint "staff_passkeys_pkey" primary key ("id"));`);
    this.addSql(`alter table "staff_passkeys" add constraint "staff_passkeys_credential_id_unique" unique ("credential_id");`);
    this.addSql(`create index "staff_passkeys_staff_member_id_index" on "staff_passkeys" ("staff_member_id");`);
    this.addSql(`create table "staff_recovery_codes" ("id" uuid not null, "staff_member_id" uuid not null, "code_hash" text not null, "used_at" timestamptz null,
      constraint "staff_recovery_codes_pkey" primary key ("id"));`);
    this.addSql(`alter table "staff_recovery_codes" add constraint "staff_recovery_codes_code_hash_unique" unique ("code_hash");`);
    this.addSql(`create index "staff_recovery_codes_staff_member_id_index" on "staff_recovery_codes" ("staff_member_id");`);
    this.addSql(`create table "staff_policies" ("name" text not null, "enabled" boolean not null, "updated_at" timestamptz not null, constraint "staff_policies_pkey" primary key ("name"));`);
    this.addSql(`alter table "staff_members" add column "factor_version" int not null default 0;`);
  }

  override async down(): Promise<void> {
    this.addSql(`alter table "staff_members" drop column "factor_version";`);
    this.addSql(`drop table "staff_policies";`);
    this.addSql(`drop table "staff_recovery_codes";`);
    this.addSql(`drop table "staff_passkeys";`);
  }
}
