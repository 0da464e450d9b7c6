import { Migration } from '@mikro-orm/migrations';

/** What business accounts owe for their jobs, row by row, and the running number of their invoices. */
export class Migration20261129122000 extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create table "account_charges" ("id" uuid not null, "request_id" uuid not null, "account_id" uuid not null, "kind" text not null,
      "extra_id" uuid null, "cents" int not null, "description" text not null, "partner_reference" text null, "incurred_at" timestamptz not null,
      "created_at" timestamptz not null, constraint "account_charges_pkey" primary key ("id"));`);
    this.addSql(`alter table "account_charges" add constraint "account_charges_request_id_kind_extra_id_unique" unique nulls not distinct ("request_id", "kind", "extra_id");`);
    this.addSql(`create index "account_charges_account_id_incurred_at_index" on "account_charges" ("account_id", "incurred_at");`);
    this.addSql(`create sequence "account_invoice_numbers";`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop sequence if exists "account_invoice_numbers";`);
    this.addSql(`drop table if exists "account_charges" cascade;`);
  }
}
