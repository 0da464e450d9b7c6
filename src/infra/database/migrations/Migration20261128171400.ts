import { Migration } from '@mikro-orm/migrations';

/**
 * Texts to one phone leave in the order they were written: `seq` is the outbox's own order (a clock
 * can give two texts of one step the same millisecond), and the partial index finds a phone's line
 * of texts not sent yet.
 */
export class Migration20261128171400 extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table "sms_messages" add column "seq" bigserial;`);
    this.addSql(
      `create index "sms_messages_unsent_line_index" on "sms_messages" ("to_phone", "seq") where "direction" = 'outbound' and "status" in ('queued', 'sending');`,
    );
  }

  override async down(): Promise<void> {
    this.addSql(`drop index "sms_messages_unsent_line_index";`);
    this.addSql(`alter table "sms_messages" drop column "seq";`);
  }
}
