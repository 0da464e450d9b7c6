import { Migration } from '@mikro-orm/migrations';

/**
 * Each activity entry records the status move it made, so a request's log replays to its status (the
 * storm day checks every request by it). Entries written before stay without one.
 */
export class Migration20261129170000 extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table "request_activity_log" add column "from_status" text null, add column "to_status" text null;`);
  }

  override async down(): Promise<void> {
    this.addSql(`alter table "request_activity_log" drop column "from_status", drop column "to_status";`);
  }
}
