import { Migration } from '@mikro-orm/migrations';

/**
 * When a request's current provider was given it, kept on the request (the scorecards count a
 * provider's jobs of the day by it). Requests assigned before this migration take it from the last
 * dispatcher's assignment in their activity log or the provider's accepted offer, whichever came last.
 */
export class Migration20261128191000 extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table "customer_requests" add column "assigned_at" timestamptz null;`);
    this.addSql(`
      update "customer_requests" r set "assigned_at" = greatest(
        (select max(l."created_at") from "request_activity_log" l
          where l."request_id" = r."id" and l."user_type" = 'admin'
            and (l."action" like 'Assigned provider %' or l."action" like 'Reassigned the job to provider %')),
        (select max(o."answered_at") from "offers" o
          where o."request_id" = r."id" and o."provider_id" = r."provider_id" and o."status" = 'accepted')
      )
      where r."provider_id" is not null;`);
  }

  override async down(): Promise<void> {
    this.addSql(`alter table "customer_requests" drop column "assigned_at";`);
  }
}
