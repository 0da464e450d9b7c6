import { Migration } from '@mikro-orm/migrations';

/** The cancellation ladder's outcome on the request, and the ledger of where each cent of a deposit went. */
export class Migration20261129020000 extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table "customer_requests" add column "cancellation_cause" text null, add column "cancellation_fee_cents" int null, add column "provider_credit_cents" int null;`);
    this.addSql(`create table "ledger_entries" ("id" uuid not null, "request_id" uuid not null, "payment_id" uuid not null, "kind" text not null, "amount_cents" int not null,
      "provider_id" uuid null, "cause" text not null, "created_at" timestamptz not null, constraint "ledger_entries_pkey" primary key ("id"));`);
    this.addSql(`alter table "ledger_entries" add constraint "ledger_entries_payment_id_kind_unique" unique ("payment_id", "kind");`);
    this.addSql(`create index "ledger_entries_provider_id_created_at_index" on "ledger_entries" ("provider_id", "created_at");`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop table "ledger_entries";`);
    this.addSql(`alter table "customer_requests" drop column "cancellation_cause", drop column "cancellation_fee_cents", drop column "provider_credit_cents";`);
  }
}
