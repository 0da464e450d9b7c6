import { Migration } from '@mikro-orm/migrations';

export class Migration20261123091700 extends Migration {

  override async up(): Promise<void> {
    this.addSql(`create table "admin_users" ("id" uuid not null, "email" text not null, "password_hash" text not null, "created_at" timestamptz not null, "updated_at" timestamptz not null, constraint "admin_users_pkey" primary key ("id"));`);
    this.addSql(`alter table "admin_users" add constraint "admin_users_email_unique" unique ("email");`);

    this.addSql(`create table "customer_requests" ("id" uuid not null, "status" text not null, "request_type" text not null default 'online', "customer_tracking_id" text null, "provider_job_id" text null, "created_at" timestamptz not null, "updated_at" timestamptz not null, "version" int not null default 1, "phone" text not null, "email" text null, "vehicle_year" smallint null, "vehicle_make" text null, "vehicle_model" text null, "vehicle_plate" text null, "vehicle_type" text null, "service_type" text not null, "service_description" text null, "location_address" text null, "destination_address" text null, "use_gps" boolean not null default false, "customer_lat" double precision null, "customer_lng" double precision null, "destination_lat" double precision null, "destination_lng" double precision null, "estimated_distance" double precision null, "admin_price_cents" int null, "admin_counter_offer_cents" int null, "customer_counter_offer_cents" int null, "negotiation_round" smallint null, "final_price_cents" int null, "customer_final_decision" text null, "deposit_percentage" smallint not null default 15, "deposit_amount_cents" int null, "deposit_paid" boolean not null default false, "deposit_paid_at" timestamptz null, "payment_status" text null, "payment_link_id" text null, "provider_name" text null, "provider_phone" text null, "provider_email" text null, "provider_vehicle_info" text null, "provider_current_lat" double precision null, "provider_current_lng" double precision null, "provider_last_location_update" timestamptz null, "service_completed_at" timestamptz null, "customer_rating" smallint null, "customer_review" text null, constraint "customer_requests_pkey" primary key ("id"));`);
    this.addSql(`alter table "customer_requests" add constraint "customer_requests_customer_tracking_id_unique" unique ("customer_tracking_id");`);
    this.addSql(`alter table "customer_requests" add constraint "customer_requests_provider_job_id_unique" unique ("provider_job_id");`);
    this.addSql(`create index "customer_requests_service_completed_at_index" on "customer_requests" ("service_completed_at");`);
    this.addSql(`create index "customer_requests_status_index" on "customer_requests" ("status");`);
    this.addSql(`create index "customer_requests_created_at_index" on "customer_requests" ("created_at");`);

    this.addSql(`create table "request_activity_log" ("id" uuid not null, "request_id" uuid not null, "action" text not null, "user_type" text not null, "created_at" timestamptz not null, constraint "request_activity_log_pkey" primary key ("id"));`);
    this.addSql(`create index "request_activity_log_request_id_created_at_index" on "request_activity_log" ("request_id", "created_at");`);

    this.addSql(`create table "payment_events" ("id" text not null, "type" text not null, "request_id" uuid null, "created_at" timestamptz not null, constraint "payment_events_pkey" primary key ("id"));`);

    this.addSql(`create table "sms_messages" ("id" uuid not null, "to_phone" text not null, "body" text not null, "template" text not null, "request_id" uuid null, "idempotency_key" text not null, "status" text not null default 'queued', "provider_sid" text null, "attempts" int not null default 0, "last_error" text null, "created_at" timestamptz not null, "updated_at" timestamptz not null, "sent_at" timestamptz null, constraint "sms_messages_pkey" primary key ("id"));`);
    this.addSql(`alter table "sms_messages" add constraint "sms_messages_idempotency_key_unique" unique ("idempotency_key");`);
    this.addSql(`create index "sms_messages_request_id_created_at_index" on "sms_messages" ("request_id", "created_at");`);
    this.addSql(`create index "sms_messages_status_created_at_index" on "sms_messages" ("status", "created_at");`);

    this.addSql(`create table "sms_opt_outs" ("phone" text not null, "since" timestamptz not null, constraint "sms_opt_outs_pkey" primary key ("phone"));`);

    this.addSql(`alter table "request_activity_log" add constraint "request_activity_log_request_id_foreign" foreign key ("request_id") references "customer_requests" ("id") on update cascade on delete cascade;`);

    this.addSql(`alter table "payment_events" add constraint "payment_events_request_id_foreign" foreign key ("request_id") references "customer_requests" ("id") on update cascade on delete cascade;`);

    this.addSql(`alter table "sms_messages" add constraint "sms_messages_request_id_foreign" foreign key ("request_id") references "customer_requests" ("id") on update cascade on delete cascade;`);
  }

}
