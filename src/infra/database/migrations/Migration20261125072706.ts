import { Migration } from '@mikro-orm/migrations';

export class Migration20261125072706 extends Migration {

  override async up(): Promise<void> {
    this.addSql(`alter table "customer_requests" add column "provider_eta_minutes" smallint null, add column "provider_eta_at" timestamptz null;`);

    this.addSql(`alter table "sms_messages" add column "read_at" timestamptz null;`);
  }

  override async down(): Promise<void> {
    this.addSql(`alter table "customer_requests" drop column "provider_eta_minutes", drop column "provider_eta_at";`);

    this.addSql(`alter table "sms_messages" drop column "read_at";`);
  }

}
