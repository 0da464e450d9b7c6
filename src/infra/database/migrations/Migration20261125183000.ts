import { Migration } from '@mikro-orm/migrations';

export class Migration20261125183000 extends Migration {

  override async up(): Promise<void> {
    this.addSql(`alter table "customer_requests" add column "language" text not null default 'en';`);

    this.addSql(`alter table "providers" add column "language" text not null default 'en';`);
  }

  override async down(): Promise<void> {
    this.addSql(`alter table "customer_requests" drop column "language";`);

    this.addSql(`alter table "providers" drop column "language";`);
  }

}
