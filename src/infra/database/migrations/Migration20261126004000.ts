import { Migration } from '@mikro-orm/migrations';

/** The provider network: vetted credentials on the roster, applications from the join page, their documents, and the audit of each provider's standing. */
export class Migration20261126004000 extends Migration {
  override async up(): Promise<void> {
    this.addSql(
      `alter table "providers" add column "network_status" text not null default 'active', add column "suspension" text null, add column "company_licence" text null, add column "operator_licence" text null, add column "truck_permits" text[] not null default '{}', add column "licence_expires_on" date null, add column "insurance_carrier" text null, add column "insurance_policy" text null, add column "insurance_coverage_cents" int null, add column "insurance_expires_on" date null;`,
    );
    this.addSql(
      `create table "provider_applications" ("id" uuid not null, "status" text not null default 'pending', "company_name" text not null, "contact_name" text not null, "phone" text not null, "email" text not null, "language" text not null, "services" text[] not null, "vehicle_classes" text[] not null, "home_address" text not null, "home_lat" double precision null, "home_lng" double precision null, "service_radius_miles" smallint not null, "company_licence" text not null, "operator_licence" text not null, "truck_permits" text[] not null, "licence_expires_on" date not null, "insurance_carrier" text not null, "insurance_policy" text not null, "insurance_coverage_cents" int not null, "insurance_expires_on" date not null, "submitted_at" timestamptz not null, "decided_at" timestamptz null, "decided_by" text null, "reject_reason" text null, "provider_id" uuid null, constraint "provider_applications_pkey" primary key ("id"));`,
    );
    this.addSql(`create index "provider_applications_status_submitted_at_index" on "provider_applications" ("status", "submitted_at");`);
    // One open application per phone: a second submission is told the first is being reviewed.
    this.addSql(`create unique index "provider_applications_pending_phone" on "provider_applications" ("phone") where "status" = 'pending';`);
    this.addSql(`alter table "provider_applications" add constraint "provider_applications_provider_id_foreign" foreign key ("provider_id") references "providers" ("id") on update cascade on delete set null;`);
    this.addSql(
      `create table "provider_documents" ("id" uuid not null, "application_id" uuid null, "provider_id" uuid null, "kind" text not null, "file_key" text not null, "content_type" text not null, "size_bytes" int not null, "uploaded_at" timestamptz not null, constraint "provider_documents_pkey" primary key ("id"));`,
    );
    this.addSql(`create index "provider_documents_provider_id_uploaded_at_index" on "provider_documents" ("provider_id", "uploaded_at");`);
    this.addSql(`create index "provider_documents_application_id_index" on "provider_documents" ("application_id");`);
    this.addSql(`alter table "provider_documents" add constraint "provider_documents_application_id_foreign" foreign key ("application_id") references "provider_applications" ("id") on update cascade on delete cascade;`);
    this.addSql(`alter table "provider_documents" add constraint "provider_documents_provider_id_foreign" foreign key ("provider_id") references "providers" ("id") on update cascade on delete cascade;`);
    this.addSql(
      `create table "provider_network_events" ("id" uuid not null, "provider_id" uuid null, "application_id" uuid null, "action" text not null, "actor" text not null, "reason" text null, "at" timestamptz not null, constraint "provider_network_events_pkey" primary key ("id"));`,
    );
    this.addSql(`create index "provider_network_events_provider_id_at_index" on "provider_network_events" ("provider_id", "at");`);
    this.addSql(`alter table "provider_network_events" add constraint "provider_network_events_provider_id_foreign" foreign key ("provider_id") references "providers" ("id") on update cascade on delete cascade;`);
    this.addSql(`alter table "provider_network_events" add constraint "provider_network_events_application_id_foreign" foreign key ("application_id") references "provider_applications" ("id") on update cascade on delete cascade;`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "provider_network_events" cascade;`);
    this.addSql(`drop table if exists "provider_documents" cascade;`);
    this.addSql(`drop table if exists "provider_applications" cascade;`);
    this.addSql(
      `alter table "providers" drop column "network_status", drop column "suspension", drop column "company_licence", drop column "operator_licence", drop column "truck_permits", drop column "licence_expires_on", drop column "insurance_carrier", drop column "insurance_policy", drop column "insurance_coverage_cents", drop column "insurance_expires_on";`,
    );
  }
}
