import { Migration } from '@mikro-orm/migrations';

/** Extra charges get their number on the job (for 'YES 2'), when the customer was asked, and when one expired with its job. */
export class Migration20261128150000 extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table "extra_charges" add column "number" int null, add column "asked_at" timestamptz null, add column "expired_at" timestamptz null;`);
    this.addSql(`
      update "extra_charges" e set "number" = n.number, "asked_at" = e."proposed_at"
      from (select "id", row_number() over (partition by "request_id" order by "proposed_at", "id") as number from "extra_charges") n
      where n."id" = e."id";`);
    this.addSql(`alter table "extra_charges" alter column "number" set not null;`);
    this.addSql(`alter table "extra_charges" add constraint "extra_charges_request_id_number_unique" unique ("request_id", "number");`);
  }

  override async down(): Promise<void> {
    this.addSql(`alter table "extra_charges" drop constraint "extra_charges_request_id_number_unique";`);
    this.addSql(`alter table "extra_charges" drop column "number", drop column "asked_at", drop column "expired_at";`);
  }
}
