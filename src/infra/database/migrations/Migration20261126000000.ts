import { Migration } from '@mikro-orm/migrations';

/** The customer's arrival code, its wrong tries and lock, and how arrival was verified. */
export class Migration20261126000000 extends Migration {
  override async up(): Promise<void> {
    this.addSql(
      `alter table "customer_requests" add column "arrival_code" text null, add column "arrival_code_failures" smallint not null default 0, add column "arrival_locked_until" timestamptz null, add column "arrival_verified_at" timestamptz null, add column "arrival_verified_by" text null, add column "arrival_verify_reason" text null;`,
    );
  }

  override async down(): Promise<void> {
    this.addSql(
      `alter table "customer_requests" drop column "arrival_code", drop column "arrival_code_failures", drop column "arrival_locked_until", drop column "arrival_verified_at", drop column "arrival_verified_by", drop column "arrival_verify_reason";`,
    );
  }
}
