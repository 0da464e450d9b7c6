import { Migration } from '@mikro-orm/migrations';

/** Extra charges proposed at the car, each with its photo and the customer's answer. */
export class Migration20261126002000 extends Migration {
  override async up(): Promise<void> {
    this.addSql(
      `create table "extra_charges" ("id" uuid not null, "request_id" uuid not null, "kind" text not null, "description" text null, "amount_cents" int not null, "photo_id" uuid not null, "status" text not null default 'proposed', "proposed_at" timestamptz not null, "answered_at" timestamptz null, "answered_by" text null, "voided_at" timestamptz null, "void_reason" text null, constraint "extra_charges_pkey" primary key ("id"));`,
    );
    this.addSql(`create index "extra_charges_request_id_status_index" on "extra_charges" ("request_id", "status");`);
    this.addSql(`alter table "extra_charges" add constraint "extra_charges_request_id_foreign" foreign key ("request_id") references "customer_requests" ("id") on update cascade on delete cascade;`);
    this.addSql(`alter table "extra_charges" add constraint "extra_charges_photo_id_foreign" foreign key ("photo_id") references "job_photos" ("id") on update cascade on delete cascade;`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "extra_charges" cascade;`);
  }
}
