import { Migration } from '@mikro-orm/migrations';

export class Migration20261125151355 extends Migration {

  override async up(): Promise<void> {
    this.addSql(`create table "retired_link_codes" ("code" text not null, "kind" text not null, "request_id" uuid not null, "retired_at" timestamptz not null, constraint "retired_link_codes_pkey" primary key ("code"));`);
    this.addSql(`create index "retired_link_codes_request_id_index" on "retired_link_codes" ("request_id");`);

    this.addSql(`alter table "retired_link_codes" add constraint "retired_link_codes_request_id_foreign" foreign key ("request_id") references "customer_requests" ("id") on update cascade on delete cascade;`);

    this.addSql(`alter table "sms_messages" drop constraint "sms_messages_request_id_foreign";`);

    this.addSql(`alter table "providers" add column "contact_name" text null;`);

    this.addSql(`alter table "customer_requests" add column "payment_link_sent_at" timestamptz null, add column "terms_accepted_at" timestamptz null;`);

    this.addSql(`alter table "sms_messages" add constraint "sms_messages_request_id_foreign" foreign key ("request_id") references "customer_requests" ("id") on update cascade on delete set null;`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "retired_link_codes" cascade;`);

    this.addSql(`alter table "sms_messages" drop constraint "sms_messages_request_id_foreign";`);

    this.addSql(`alter table "customer_requests" drop column "payment_link_sent_at", drop column "terms_accepted_at";`);

    this.addSql(`alter table "providers" drop column "contact_name";`);

    this.addSql(`alter table "sms_messages" add constraint "sms_messages_request_id_foreign" foreign key ("request_id") references "customer_requests" ("id") on update cascade on delete cascade;`);
  }

}
