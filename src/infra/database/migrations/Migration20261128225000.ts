import { Migration } from '@mikro-orm/migrations';

/** The name of the member of staff beside each of their log entries, as they were named then. */
export class Migration20261128225000 extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table "request_activity_log" add column "staff_name" text null;`);
  }

  override async down(): Promise<void> {
    this.addSql(`alter table "request_activity_log" drop column "staff_name";`);
  }
}
