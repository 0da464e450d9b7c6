import { Migration } from '@mikro-orm/migrations';

/** The promised arrival, how it is going, and when the provider really arrived. */
export class Migration20261125230000 extends Migration {
  override async up(): Promise<void> {
    this.addSql(
      `alter table "customer_requests" add column "promised_arrival_at" timestamptz null, add column "predicted_arrival_at" timestamptz null, add column "predicted_basis" text null, add column "running_late_since" timestamptz null, add column "late_choice" text null, add column "slip_texted_at" timestamptz null, add column "slip_texted_for" timestamptz null, add column "not_progressing_since" timestamptz null, add column "not_progressing_reason" text null, add column "progress_miles" double precision null, add column "progress_at" timestamptz null, add column "set_off_at" timestamptz null, add column "arrived_at" timestamptz null;`,
    );
    this.addSql(`create index "customer_requests_watched_index" on "customer_requests" ("status") where "promised_arrival_at" is not null and "arrived_at" is null;`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop index "customer_requests_watched_index";`);
    this.addSql(
      `alter table "customer_requests" drop column "promised_arrival_at", drop column "predicted_arrival_at", drop column "predicted_basis", drop column "running_late_since", drop column "late_choice", drop column "slip_texted_at", drop column "slip_texted_for", drop column "not_progressing_since", drop column "not_progressing_reason", drop column "progress_miles", drop column "progress_at", drop column "set_off_at", drop column "arrived_at";`,
    );
  }
}
