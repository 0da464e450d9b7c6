import { Migration } from '@mikro-orm/migrations';

export class Migration20261125210000 extends Migration {

  override async up(): Promise<void> {
    this.addSql(`alter table "providers" add column "page_code" text null, add column "page_code_issued_at" timestamptz null, add column "last_lat" double precision null, add column "last_lng" double precision null, add column "last_position_at" timestamptz null;`);
    this.addSql(`alter table "providers" add constraint "providers_page_code_unique" unique ("page_code");`);

    this.addSql(`create table "offers" ("id" uuid not null, "request_id" uuid not null, "provider_id" uuid not null, "code" text not null, "job_number" text not null, "status" text not null, "source" text not null, "sent_at" timestamptz not null, "expires_at" timestamptz not null, "seen_at" timestamptz null, "answered_at" timestamptz null, "answered_by" text null, "eta_minutes" smallint null, "decline_reason" text null, "distance_miles" double precision null, constraint "offers_pkey" primary key ("id"));`);
    this.addSql(`alter table "offers" add constraint "offers_code_unique" unique ("code");`);
    this.addSql(`create index "offers_request_id_status_index" on "offers" ("request_id", "status");`);
    this.addSql(`create index "offers_provider_id_status_index" on "offers" ("provider_id", "status");`);
    // A job number names one open offer of its provider; a provider holds one open offer per request.
    this.addSql(`create unique index "offers_open_job_number_unique" on "offers" ("provider_id", "job_number") where "status" = 'open';`);
    this.addSql(`create unique index "offers_open_request_provider_unique" on "offers" ("request_id", "provider_id") where "status" = 'open';`);
    this.addSql(`alter table "offers" add constraint "offers_request_id_foreign" foreign key ("request_id") references "customer_requests" ("id") on update cascade on delete cascade;`);
    this.addSql(`alter table "offers" add constraint "offers_provider_id_foreign" foreign key ("provider_id") references "providers" ("id") on update cascade on delete cascade;`);

    this.addSql(`create table "auto_dispatches" ("request_id" uuid not null, "started_at" timestamptz not null, "stopped_at" timestamptz null, "outcome" text null, constraint "auto_dispatches_pkey" primary key ("request_id"));`);
    this.addSql(`alter table "auto_dispatches" add constraint "auto_dispatches_request_id_foreign" foreign key ("request_id") references "customer_requests" ("id") on update cascade on delete cascade;`);

    this.addSql(`create table "dispatch_settings" ("name" text not null, "enabled" boolean not null, "updated_at" timestamptz not null, constraint "dispatch_settings_pkey" primary key ("name"));`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "dispatch_settings" cascade;`);
    this.addSql(`drop table if exists "auto_dispatches" cascade;`);
    this.addSql(`drop table if exists "offers" cascade;`);
    this.addSql(`alter table "providers" drop constraint "providers_page_code_unique";`);
    this.addSql(`alter table "providers" drop column "page_code", drop column "page_code_issued_at", drop column "last_lat", drop column "last_lng", drop column "last_position_at";`);
  }

}
