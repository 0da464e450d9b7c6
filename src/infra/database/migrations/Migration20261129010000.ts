import { Migration } from '@mikro-orm/migrations';

/** The member of staff behind a provider's audit line, a rate card version and an inbox reply, named as they were then; null for the system. */
export class Migration20261129010000 extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table "provider_network_events" add column "staff_member_id" uuid null, add column "staff_name" text null;`);
    this.addSql(`alter table "rate_cards" add column "staff_member_id" uuid null, add column "staff_name" text null;`);
    this.addSql(`alter table "sms_messages" add column "staff_member_id" uuid null, add column "staff_name" text null;`);
  }

  override async down(): Promise<void> {
    this.addSql(`alter table "sms_messages" drop column "staff_member_id", drop column "staff_name";`);
    this.addSql(`alter table "rate_cards" drop column "staff_member_id", drop column "staff_name";`);
    this.addSql(`alter table "provider_network_events" drop column "staff_member_id", drop column "staff_name";`);
  }
}
