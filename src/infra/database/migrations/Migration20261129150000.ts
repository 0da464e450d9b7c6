import { Migration } from '@mikro-orm/migrations';

/**
 * The retention rule deletes completed requests two months after completion, with their offers; the
 * owner's insights look back a year. What a figure needs of each (when every step came, the service,
 * channel, county and hexagon, the price and rating; never the phone, the vehicle or the exact point)
 * is kept in these archives as the request goes, and the insight views read them beside the live rows.
 */
export class Migration20261129150000 extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create table "archived_request_facts" (
      "id" uuid not null primary key, "created_at" timestamptz not null, "request_type" text not null, "service_type" text not null,
      "county" text null, "area_cell" text null, "status" text not null, "account_id" uuid null, "provider_id" uuid null,
      "priced_at" timestamptz null, "accepted_at" timestamptz null, "paid_at" timestamptz null, "assigned_at" timestamptz null,
      "arrived_at" timestamptz null, "completed_at" timestamptz null, "promised_arrival_at" timestamptz null, "slip_texted_at" timestamptz null,
      "final_price_cents" int null, "customer_rating" smallint null, "cancellation_cause" text null, "closed_action" text null,
      "archived_at" timestamptz not null);`);
    this.addSql(`create index "archived_request_facts_created_at_index" on "archived_request_facts" ("created_at");`);
    this.addSql(`create table "archived_offer_facts" (
      "id" uuid not null primary key, "request_id" uuid not null, "provider_id" uuid not null, "status" text not null,
      "sent_at" timestamptz not null, "answered_at" timestamptz null, "expires_at" timestamptz not null);`);
    this.addSql(`create index "archived_offer_facts_request_id_index" on "archived_offer_facts" ("request_id");`);
    // Money is read by request and by week: both were whole-table scans.
    this.addSql(`create index "ledger_entries_request_id_index" on "ledger_entries" ("request_id");`);
    this.addSql(`create index "ledger_entries_created_at_index" on "ledger_entries" ("created_at");`);

    this.addSql(`create or replace view "insight_requests" as
      select r."id", r."created_at", r."request_type", r."service_type", r."county", r."area_cell", r."customer_lat", r."customer_lng",
             r."status", r."account_id", r."provider_id", r."priced_at", r."accepted_at",
             coalesce(r."deposit_paid_at", case when r."account_id" is not null then r."accepted_at" end) as "paid_at",
             r."assigned_at", r."arrived_at", r."service_completed_at" as "completed_at", r."promised_arrival_at", r."slip_texted_at",
             r."final_price_cents", r."customer_rating", r."cancellation_cause", r."closed_action"
        from "customer_requests" r
      union all
      select a."id", a."created_at", a."request_type", a."service_type", a."county", a."area_cell", null::double precision, null::double precision,
             a."status", a."account_id", a."provider_id", a."priced_at", a."accepted_at", a."paid_at",
             a."assigned_at", a."arrived_at", a."completed_at", a."promised_arrival_at", a."slip_texted_at",
             a."final_price_cents", a."customer_rating", a."cancellation_cause", a."closed_action"
        from "archived_request_facts" a;`);
    this.addSql(`create or replace view "insight_offers" as
      select o."id", o."request_id", o."provider_id", o."status", o."sent_at", o."answered_at", o."expires_at" from "offers" o
      union all
      select a."id", a."request_id", a."provider_id", a."status", a."sent_at", a."answered_at", a."expires_at" from "archived_offer_facts" a;`);
  }

  override async down(): Promise<void> {
    this.addSql(`create or replace view "insight_offers" as
      select o."id", o."request_id", o."provider_id", o."status", o."sent_at", o."answered_at", o."expires_at" from "offers" o;`);
    this.addSql(`drop view "insight_requests";`);
    this.addSql(`create view "insight_requests" as
      select r."id", r."created_at", r."request_type", r."service_type", r."county", r."area_cell", r."customer_lat", r."customer_lng",
             r."status", r."account_id", r."provider_id", r."priced_at", r."accepted_at",
             coalesce(r."deposit_paid_at", case when r."account_id" is not null then r."accepted_at" end) as "paid_at",
             r."assigned_at", r."arrived_at", r."service_completed_at" as "completed_at", r."promised_arrival_at", r."slip_texted_at",
             r."final_price_cents", r."customer_rating", r."cancellation_cause", r."closed_action"
        from "customer_requests" r;`);
    this.addSql(`drop index if exists "ledger_entries_created_at_index";`);
    this.addSql(`drop index if exists "ledger_entries_request_id_index";`);
    this.addSql(`drop table if exists "archived_offer_facts";`);
    this.addSql(`drop table if exists "archived_request_facts";`);
  }
}
