import { Migration } from '@mikro-orm/migrations';

export class Migration20261123184237 extends Migration {

  override async up(): Promise<void> {
    this.addSql(`create table "sms_pending_statuses" ("id" uuid not null, "provider_sid" text not null, "status" text not null, "error" text null, "received_at" timestamptz not null, constraint "sms_pending_statuses_pkey" primary key ("id"));`);
    this.addSql(`create index "sms_pending_statuses_received_at_index" on "sms_pending_statuses" ("received_at");`);
    this.addSql(`create index "sms_pending_statuses_provider_sid_index" on "sms_pending_statuses" ("provider_sid");`);

    this.addSql(`create table "intake_idempotency_keys" ("key_hash" text not null, "fingerprint" text not null, "request_id" uuid not null, "response" jsonb not null, "created_at" timestamptz not null, constraint "intake_idempotency_keys_pkey" primary key ("key_hash"));`);
    this.addSql(`create index "intake_idempotency_keys_request_id_index" on "intake_idempotency_keys" ("request_id");`);

    this.addSql(`alter table "intake_idempotency_keys" add constraint "intake_idempotency_keys_request_id_foreign" foreign key ("request_id") references "customer_requests" ("id") on update cascade on delete cascade;`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "sms_pending_statuses" cascade;`);

    this.addSql(`drop table if exists "intake_idempotency_keys" cascade;`);
  }

}
