import { Migration } from '@mikro-orm/migrations';

/**
 * Business accounts: the accounts and their people, partner API keys, webhook endpoints and their
 * deliveries, monthly invoices, and a request's account with the account's own reference.
 */
export class Migration20261129120000 extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create table "business_accounts" ("id" uuid not null, "name" text not null, "billing_name" text not null, "billing_phone" text not null,
      "billing_email" text null, "terms_days" int not null, "discount_bps" int not null default 0, "pricing" text not null default 'rate_card',
      "credit_limit_cents" int not null, "archived_at" timestamptz null, "created_at" timestamptz not null, "updated_at" timestamptz not null,
      constraint "business_accounts_pkey" primary key ("id"));`);
    this.addSql(`alter table "business_accounts" add constraint "business_accounts_name_unique" unique ("name");`);
    this.addSql(`create table "partner_api_keys" ("id" uuid not null, "account_id" uuid not null, "name" text not null, "prefix" text not null,
      "digest" text not null, "scopes" text[] not null, "created_by" text null, "created_at" timestamptz not null, "last_used_at" timestamptz null,
      "revoked_at" timestamptz null, constraint "partner_api_keys_pkey" primary key ("id"));`);
    this.addSql(`alter table "partner_api_keys" add constraint "partner_api_keys_prefix_unique" unique ("prefix");`);
    this.addSql(`alter table "partner_api_keys" add constraint "partner_api_keys_digest_unique" unique ("digest");`);
    this.addSql(`create index "partner_api_keys_account_id_created_at_index" on "partner_api_keys" ("account_id", "created_at");`);
    this.addSql(`create table "partner_webhook_endpoints" ("id" uuid not null, "account_id" uuid not null, "url" text not null, "events" text[] not null,
      "secret_sealed" text not null, "failing_since" timestamptz null, "disabled_at" timestamptz null, "disabled_reason" text null,
      "created_at" timestamptz not null, constraint "partner_webhook_endpoints_pkey" primary key ("id"));`);
    this.addSql(`create index "partner_webhook_endpoints_account_id_index" on "partner_webhook_endpoints" ("account_id");`);
    this.addSql(`create table "partner_webhook_deliveries" ("id" uuid not null, "endpoint_id" uuid not null, "account_id" uuid not null,
      "event_id" uuid not null, "event_type" text not null, "request_id" uuid null, "body" text not null, "status" text not null default 'pending',
      "attempts" int not null default 0, "last_status_code" int null, "last_error" text null, "last_attempt_at" timestamptz null,
      "delivered_at" timestamptz null, "created_at" timestamptz not null, constraint "partner_webhook_deliveries_pkey" primary key ("id"));`);
    this.addSql(`create index "partner_webhook_deliveries_endpoint_id_created_at_index" on "partner_webhook_deliveries" ("endpoint_id", "created_at");`);
    this.addSql(`create index "partner_webhook_deliveries_status_created_at_index" on "partner_webhook_deliveries" ("status", "created_at");`);
    this.addSql(`create table "account_invoices" ("id" uuid not null, "account_id" uuid not null, "number" text not null, "month" text not null,
      "lines" jsonb not null, "subtotal_cents" int not null, "discount_bps" int not null, "discount_cents" int not null, "total_cents" int not null,
      "issued_at" timestamptz not null, "due_at" timestamptz not null, "status" text not null default 'open', "paid_at" timestamptz null,
      "paid_by" text null, "sent_at" timestamptz null, "created_at" timestamptz not null, constraint "account_invoices_pkey" primary key ("id"));`);
    this.addSql(`alter table "account_invoices" add constraint "account_invoices_number_unique" unique ("number");`);
    this.addSql(`alter table "account_invoices" add constraint "account_invoices_account_id_month_unique" unique ("account_id", "month");`);
    this.addSql(`create index "account_invoices_status_due_at_index" on "account_invoices" ("status", "due_at");`);
    this.addSql(`alter table "customer_requests" add column "account_id" uuid null, add column "on_behalf_of" text null, add column "partner_reference" text null;`);
    this.addSql(`create index "customer_requests_account_id_index" on "customer_requests" ("account_id");`);
    this.addSql(`alter table "staff_members" add column "account_id" uuid null;`);
    this.addSql(`alter table "staff_invitations" add column "account_id" uuid null;`);
  }

  override async down(): Promise<void> {
    this.addSql(`alter table "staff_invitations" drop column "account_id";`);
    this.addSql(`alter table "staff_members" drop column "account_id";`);
    this.addSql(`drop index "customer_requests_account_id_index";`);
    this.addSql(`alter table "customer_requests" drop column "account_id", drop column "on_behalf_of", drop column "partner_reference";`);
    this.addSql(`drop table if exists "account_invoices" cascade;`);
    this.addSql(`drop table if exists "partner_webhook_deliveries" cascade;`);
    this.addSql(`drop table if exists "partner_webhook_endpoints" cascade;`);
    this.addSql(`drop table if exists "partner_api_keys" cascade;`);
    this.addSql(`drop table if exists "business_accounts" cascade;`);
  }
}
