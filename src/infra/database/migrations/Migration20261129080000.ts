import { Migration } from '@mikro-orm/migrations';

/**
 * Paying the balance by card: each provider's way of taking the balance, the card a customer agreed
 * to keep at the deposit, one balance per completed card job, ledger rows for balances and tips, and
 * providers' payout accounts with the transfers owed to them, customers' disputes of their payments, and providers' weekly statements.
 */
export class Migration20261129080000 extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table "providers" add column "balance_method" text not null default 'on_site';`);
    this.addSql(`alter table "payments" add column "save_card" boolean not null default false,
      add column "customer_ref" text null, add column "payment_method_ref" text null;`);
    this.addSql(`alter table "ledger_entries" alter column "cause" drop not null, add column "movement" text not null default '';`);
    this.addSql(`alter table "ledger_entries" drop constraint "ledger_entries_payment_id_kind_unique";`);
    this.addSql(`alter table "ledger_entries" add constraint "ledger_entries_payment_id_kind_movement_unique" unique ("payment_id", "kind", "movement");`);
    this.addSql(`create table "balance_payments" ("id" uuid not null, "request_id" uuid not null, "provider_id" uuid not null,
      "receipt_id" uuid not null, "code_digest" text not null, "language" text not null, "phone" text not null,
      "job_total_cents" int not null, "balance_cents" int not null, "currency" text not null, "status" text not null,
      "tip_cents" int null, "paid_with" text null, "payment_intent_id" text null, "checkout_session_id" text null, "checkout_tip_cents" int null,
      "card_brand" text null, "card_last4" text null, "created_at" timestamptz not null, "reminded_at" timestamptz null,
      "paid_at" timestamptz null, constraint "balance_payments_pkey" primary key ("id"));`);
    this.addSql(`alter table "balance_payments" add constraint "balance_payments_request_id_unique" unique ("request_id");`);
    this.addSql(`alter table "balance_payments" add constraint "balance_payments_code_digest_unique" unique ("code_digest");`);
    this.addSql(`alter table "balance_payments" add constraint "balance_payments_payment_intent_id_unique" unique ("payment_intent_id");`);
    this.addSql(`alter table "balance_payments" add constraint "balance_payments_checkout_session_id_unique" unique ("checkout_session_id");`);
    this.addSql(`create index "balance_payments_status_reminded_at_index" on "balance_payments" ("status", "reminded_at");`);
    this.addSql(`create index "balance_payments_provider_id_paid_at_index" on "balance_payments" ("provider_id", "paid_at");`);
    this.payouts();
    this.addSql(`create table "disputes" ("id" uuid not null, "dispute_ref" text not null, "request_id" uuid not null, "payment_id" uuid not null,
      "payment_intent_id" text not null, "amount_cents" int not null, "reason" text not null, "status" text not null, "evidence_due_by" timestamptz null,
      "created_at" timestamptz not null, "submitted_at" timestamptz null, "submitted_by" text null, "closed_at" timestamptz null,
      constraint "disputes_pkey" primary key ("id"));`);
    this.addSql(`alter table "disputes" add constraint "disputes_dispute_ref_unique" unique ("dispute_ref");`);
    this.addSql(`create index "disputes_request_id_index" on "disputes" ("request_id");`);
    this.addSql(`create table "provider_statements" ("id" uuid not null, "provider_id" uuid not null, "week_start" text not null, "code_digest" text not null,
      "created_at" timestamptz not null, constraint "provider_statements_pkey" primary key ("id"));`);
    this.addSql(`alter table "provider_statements" add constraint "provider_statements_provider_id_week_start_unique" unique ("provider_id", "week_start");`);
    this.addSql(`alter table "provider_statements" add constraint "provider_statements_code_digest_unique" unique ("code_digest");`);
  }

  private payouts(): void {
    this.addSql(`create table "payout_accounts" ("id" uuid not null, "provider_id" uuid not null, "account_ref" text not null,
      "status" text not null, "created_at" timestamptz not null, "updated_at" timestamptz not null, constraint "payout_accounts_pkey" primary key ("id"));`);
    this.addSql(`alter table "payout_accounts" add constraint "payout_accounts_provider_id_unique" unique ("provider_id");`);
    this.addSql(`alter table "payout_accounts" add constraint "payout_accounts_account_ref_unique" unique ("account_ref");`);
    this.addSql(`create table "provider_transfers" ("id" uuid not null, "provider_id" uuid not null, "request_id" uuid not null, "payment_id" uuid not null,
      "source" text not null, "amount_cents" int not null, "currency" text not null, "payment_intent_id" text null, "status" text not null,
      "transfer_ref" text null, "created_at" timestamptz not null, "sent_at" timestamptz null, "reversed_cents" int not null default 0, constraint "provider_transfers_pkey" primary key ("id"));`);
    this.addSql(`alter table "provider_transfers" add constraint "provider_transfers_payment_id_source_unique" unique ("payment_id", "source");`);
    this.addSql(`alter table "provider_transfers" add constraint "provider_transfers_transfer_ref_unique" unique ("transfer_ref");`);
    this.addSql(`create index "provider_transfers_status_provider_id_index" on "provider_transfers" ("status", "provider_id");`);
    this.addSql(`create index "provider_transfers_provider_id_created_at_index" on "provider_transfers" ("provider_id", "created_at");`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop table "provider_statements";`);
    this.addSql(`drop table "disputes";`);
    this.addSql(`drop table "provider_transfers";`);
    this.addSql(`drop table "payout_accounts";`);
    this.addSql(`drop table "balance_payments";`);
    this.addSql(`alter table "ledger_entries" drop constraint "ledger_entries_payment_id_kind_movement_unique";`);
    this.addSql(`alter table "ledger_entries" add constraint "ledger_entries_payment_id_kind_unique" unique ("payment_id", "kind");`);
    this.addSql(`alter table "ledger_entries" alter column "cause" set not null, drop column "movement";`);
    this.addSql(`alter table "payments" drop column "save_card", drop column "customer_ref", drop column "payment_method_ref";`);
    this.addSql(`alter table "providers" drop column "balance_method";`);
  }
}
