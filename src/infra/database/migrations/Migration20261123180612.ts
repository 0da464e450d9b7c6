import { Migration } from '@mikro-orm/migrations';

export class Migration20261123180612 extends Migration {

  override async up(): Promise<void> {
    this.addSql(`create table "providers" ("id" uuid not null, "name" text not null, "phone" text not null, "email" text null, "vehicle_info" text null, "active" boolean not null, "agreement_accepted_at" timestamptz null, "created_at" timestamptz not null, "updated_at" timestamptz not null, constraint "providers_pkey" primary key ("id"));`);
    this.addSql(`alter table "providers" add constraint "providers_phone_unique" unique ("phone");`);

    this.addSql(`create table "payments" ("id" uuid not null, "request_id" uuid not null, "checkout_session_id" text not null, "amount_cents" int not null, "currency" text not null, "status" text not null, "created_at" timestamptz not null, "paid_at" timestamptz null, "refunded_at" timestamptz null, constraint "payments_pkey" primary key ("id"));`);
    this.addSql(`alter table "payments" add constraint "payments_checkout_session_id_unique" unique ("checkout_session_id");`);
    this.addSql(`create index "payments_request_id_created_at_index" on "payments" ("request_id", "created_at");`);

    this.addSql(`create table "provider_positions" ("request_id" uuid not null, "lat" double precision not null, "lng" double precision not null, "recorded_at" timestamptz not null, constraint "provider_positions_pkey" primary key ("request_id"));`);

    this.addSql(`alter table "payments" add constraint "payments_request_id_foreign" foreign key ("request_id") references "customer_requests" ("id") on update cascade on delete cascade;`);

    this.addSql(`alter table "provider_positions" add constraint "provider_positions_request_id_foreign" foreign key ("request_id") references "customer_requests" ("id") on update cascade on delete cascade;`);

    this.addSql(`alter table "customer_requests" add column "provider_id" uuid null;`);
    this.addSql(`alter table "customer_requests" add constraint "customer_requests_provider_id_foreign" foreign key ("provider_id") references "providers" ("id") on update cascade on delete set null;`);

    // Provider details and positions already on requests move to their own tables before the columns go.
    this.addSql(`insert into "providers" ("id", "name", "phone", "email", "vehicle_info", "active", "created_at", "updated_at") select gen_random_uuid(), max("provider_name"), "provider_phone", max("provider_email"), max("provider_vehicle_info"), true, min("created_at"), max("updated_at") from "customer_requests" where "provider_name" is not null and "provider_phone" is not null group by "provider_phone";`);
    this.addSql(`update "customer_requests" r set "provider_id" = p."id" from "providers" p where r."provider_phone" = p."phone";`);
    this.addSql(`insert into "provider_positions" ("request_id", "lat", "lng", "recorded_at") select "id", "provider_current_lat", "provider_current_lng", coalesce("provider_last_location_update", "updated_at") from "customer_requests" where "provider_current_lat" is not null and "provider_current_lng" is not null;`);

    this.addSql(`alter table "customer_requests" drop column "provider_name", drop column "provider_phone", drop column "provider_email", drop column "provider_vehicle_info", drop column "provider_current_lat", drop column "provider_current_lng", drop column "provider_last_location_update";`);

    this.addSql(`alter table "sms_messages" add column "direction" text not null default 'outbound', add column "from_phone" text null;`);
  }

  override async down(): Promise<void> {
    this.addSql(`alter table "customer_requests" drop constraint "customer_requests_provider_id_foreign";`);

    this.addSql(`drop table if exists "providers" cascade;`);

    this.addSql(`drop table if exists "payments" cascade;`);

    this.addSql(`drop table if exists "provider_positions" cascade;`);

    this.addSql(`alter table "customer_requests" drop column "provider_id";`);

    this.addSql(`alter table "customer_requests" add column "provider_name" text null, add column "provider_phone" text null, add column "provider_email" text null, add column "provider_vehicle_info" text null, add column "provider_current_lat" float8 null, add column "provider_current_lng" float8 null, add column "provider_last_location_update" timestamptz(6) null;`);

    this.addSql(`alter table "sms_messages" drop column "direction", drop column "from_phone";`);
  }

}
