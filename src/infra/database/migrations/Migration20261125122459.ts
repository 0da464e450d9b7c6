import { Migration } from '@mikro-orm/migrations';

export class Migration20261125122459 extends Migration {

  override async up(): Promise<void> {
    this.addSql(`create index "customer_requests_phone_created_at_index" on "customer_requests" ("phone", "created_at");`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop index "customer_requests_phone_created_at_index";`);
  }

}
