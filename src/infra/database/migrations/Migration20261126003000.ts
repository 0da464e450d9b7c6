import { Migration } from '@mikro-orm/migrations';

/** Each completed job's receipt, kept apart from its request, and the card each deposit was paid with. */
export class Migration20261126003000 extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table "payments" add column "card_brand" text null, add column "card_last4" text null;`);
    this.addSql(
      `create table "receipts" ("id" uuid not null, "request_id" uuid null, "code_digest" text not null, "language" text not null, "lines" jsonb not null, "issued_at" timestamptz not null, "expires_at" timestamptz not null, constraint "receipts_pkey" primary key ("id"));`,
    );
    this.addSql(`alter table "receipts" add constraint "receipts_request_id_unique" unique ("request_id");`);
    this.addSql(`alter table "receipts" add constraint "receipts_code_digest_unique" unique ("code_digest");`);
    this.addSql(`alter table "receipts" add constraint "receipts_request_id_foreign" foreign key ("request_id") references "customer_requests" ("id") on update cascade on delete set null;`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "receipts" cascade;`);
    this.addSql(`alter table "payments" drop column if exists "card_brand", drop column if exists "card_last4";`);
  }
}
