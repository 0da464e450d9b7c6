import { Migration } from '@mikro-orm/migrations';

/**
 * What cancelling fairly needs beside the ladder: the no-provider question and its answer, the
 * provider's 'Customer Not Here' with its proof and the customer's HERE, and each provider's drop of
 * an accepted job.
 */
export class Migration20261129040000 extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table "customer_requests"
      add column "no_provider_asked_at" timestamptz null, add column "no_provider_choice" text null,
      add column "not_here_at" timestamptz null, add column "not_here_meters" int null, add column "not_here_photo_id" uuid null,
      add column "customer_here_at" timestamptz null;`);
    this.addSql(`create table "provider_drops" ("id" uuid not null, "request_id" uuid not null, "provider_id" uuid not null, "reason" text not null,
      "status_at_drop" text not null, "dropped_at" timestamptz not null, constraint "provider_drops_pkey" primary key ("id"));`);
    this.addSql(`create index "provider_drops_provider_id_dropped_at_index" on "provider_drops" ("provider_id", "dropped_at");`);
    this.addSql(`alter table "provider_drops" add constraint "provider_drops_request_id_foreign" foreign key ("request_id") references "customer_requests" ("id") on update cascade on delete cascade;`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop table "provider_drops";`);
    this.addSql(`alter table "customer_requests" drop column "no_provider_asked_at", drop column "no_provider_choice", drop column "not_here_at",
      drop column "not_here_meters", drop column "not_here_photo_id", drop column "customer_here_at";`);
  }
}
