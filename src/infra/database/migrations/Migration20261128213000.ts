import { Migration } from '@mikro-orm/migrations';

/** An offer's own version: its answers and its expiry race on its row, not on the request's version. */
export class Migration20261128213000 extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table "offers" add column "version" integer not null default 1;`);
  }

  override async down(): Promise<void> {
    this.addSql(`alter table "offers" drop column "version";`);
  }
}
