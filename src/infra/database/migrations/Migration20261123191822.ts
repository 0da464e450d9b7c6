import { Migration } from '@mikro-orm/migrations';

export class Migration20261123191822 extends Migration {

  override async up(): Promise<void> {
    this.addSql(`alter table "payments" add column "checkout_url" text not null, add column "expires_at" timestamptz not null, add column "payment_intent_id" text null, add column "received_amount_cents" int null, add column "received_currency" text null;`);
  }

  override async down(): Promise<void> {
    this.addSql(`alter table "payments" drop column "checkout_url", drop column "expires_at", drop column "payment_intent_id", drop column "received_amount_cents", drop column "received_currency";`);
  }

}
