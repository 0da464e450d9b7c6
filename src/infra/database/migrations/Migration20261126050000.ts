import { Migration } from '@mikro-orm/migrations';

/** Help by text: the conversations that take a request by SMS, and the text-only mode of a request. */
export class Migration20261126050000 extends Migration {
  override async up(): Promise<void> {
    this.addSql(
      `create table "sms_intakes" ("id" uuid not null, "phone" text not null, "status" text not null default 'open', "step" text not null, "answers" jsonb not null, "misses" smallint not null default 0, "language" text not null, "text_only" boolean not null default false, "version" int not null default 1, "last_message_id" uuid null, "location_code_digest" text null, "request_id" uuid null, "created_at" timestamptz not null, "updated_at" timestamptz not null, constraint "sms_intakes_pkey" primary key ("id"));`,
    );
    // One conversation at a time per phone: two first texts handled at once start one.
    this.addSql(`create unique index "sms_intakes_open_phone" on "sms_intakes" ("phone") where "status" = 'open';`);
    this.addSql(`create index "sms_intakes_updated_at_index" on "sms_intakes" ("updated_at");`);
    this.addSql(`create index "sms_intakes_last_message_id_index" on "sms_intakes" ("last_message_id");`);
    this.addSql(`alter table "sms_intakes" add constraint "sms_intakes_location_code_digest_unique" unique ("location_code_digest");`);
    this.addSql(`alter table "sms_intakes" add constraint "sms_intakes_request_id_foreign" foreign key ("request_id") references "customer_requests" ("id") on update cascade on delete set null;`);
    this.addSql(`alter table "customer_requests" add column "text_only" boolean not null default false;`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "sms_intakes" cascade;`);
    this.addSql(`alter table "customer_requests" drop column "text_only";`);
  }
}
