import { Migration } from '@mikro-orm/migrations';

/** The rate card's versions, and on a request the card version and suggestion its price was set beside. */
export class Migration20261126060000 extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create table "rate_cards" ("version" int not null, "terms" jsonb not null, "created_by" text not null, "created_at" timestamptz not null, constraint "rate_cards_pkey" primary key ("version"));`);
    this.addSql(`alter table "customer_requests" add column "rate_card_version" int null, add column "suggested_price_cents" int null;`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "rate_cards" cascade;`);
    this.addSql(`alter table "customer_requests" drop column "rate_card_version", drop column "suggested_price_cents";`);
  }
}
