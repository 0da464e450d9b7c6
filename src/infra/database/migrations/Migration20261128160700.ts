import { Migration } from '@mikro-orm/migrations';

/** Why an offer was withdrawn from a provider who can no longer take it (off duty, paused, suspended, on another job). */
export class Migration20261128160700 extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table "offers" add column "withdrawn_because" text null;`);
  }

  override async down(): Promise<void> {
    this.addSql(`alter table "offers" drop column "withdrawn_because";`);
  }
}
