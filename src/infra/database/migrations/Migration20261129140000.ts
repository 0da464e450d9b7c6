import { Migration } from '@mikro-orm/migrations';
import { areaCellAt } from '../../maps/area-cells';
import { dfwCountyAt } from '../../maps/dfw-counties';

/**
 * The owner's insights. Requests keep the first time they were priced and accepted, the action that
 * cancelled them, and the county and map hexagon of their pickup point; the requests written before
 * take them from their activity log and dates, as near as those tell.
 *
 * The `insight_*` views are what the insights module reads: each owning module publishes the columns
 * of its tables that figures may use, so those tables can change behind them.
 */
export class Migration20261129140000 extends Migration {
  override async up(): Promise<void> {
    await this.execute(`alter table "customer_requests"
      add column "priced_at" timestamptz null, add column "accepted_at" timestamptz null, add column "closed_action" text null,
      add column "county" text null, add column "area_cell" text null;`);
    await this.execute(`
      update "customer_requests" r set "priced_at" = coalesce(
        (select min(l."created_at") from "request_activity_log" l where l."request_id" = r."id" and l."user_type" = 'admin'),
        r."payment_link_sent_at", r."deposit_paid_at", r."updated_at")
      where r."status" <> 'pending_admin_review' and (r."admin_price_cents" is not null or r."final_price_cents" is not null);`);
    await this.execute(`
      update "customer_requests" r set "accepted_at" = coalesce(r."terms_accepted_at", r."deposit_paid_at", r."payment_link_sent_at", r."priced_at")
      where r."priced_at" is not null and (r."deposit_paid_at" is not null or r."status" not in
        ('pending_admin_review', 'admin_priced', 'pending_customer_response', 'negotiating', 'cancelled'));`);
    await this.execute(`
      update "customer_requests" r set "closed_action" = case
          when r."cancellation_cause" is not null then null
          when r."customer_final_decision" = 'rejected' then 'reject_final_offer'
          when (select l."user_type" from "request_activity_log" l where l."request_id" = r."id" order by l."created_at" desc limit 1) = 'admin'
            then 'reject_counter'
          else 'cancel_request' end
      where r."status" = 'cancelled';`);
    const located = (await this.execute(
      `select "id", "customer_lat", "customer_lng" from "customer_requests" where "customer_lat" is not null and "customer_lng" is not null`,
    )) as Array<{ id: string; customer_lat: number; customer_lng: number }>;
    for (const row of located) {
      await this.execute(`update "customer_requests" set "county" = ?, "area_cell" = ? where "id" = ?`, [
        dfwCountyAt(row.customer_lat, row.customer_lng),
        areaCellAt(row.customer_lat, row.customer_lng),
        row.id,
      ]);
    }

    // Published by request-core.
    this.addSql(`create view "insight_requests" as
      select r."id", r."created_at", r."request_type", r."service_type", r."county", r."area_cell", r."customer_lat", r."customer_lng",
             r."status", r."account_id", r."provider_id", r."priced_at", r."accepted_at",
             coalesce(r."deposit_paid_at", case when r."account_id" is not null then r."accepted_at" end) as "paid_at",
             r."assigned_at", r."arrived_at", r."service_completed_at" as "completed_at", r."promised_arrival_at", r."slip_texted_at",
             r."final_price_cents", r."customer_rating", r."cancellation_cause", r."closed_action"
        from "customer_requests" r;`);
    // Published by dispatch.
    this.addSql(`create view "insight_offers" as
      select o."id", o."request_id", o."provider_id", o."status", o."sent_at", o."answered_at", o."expires_at" from "offers" o;`);
    // Published by payments: every movement of money after a deposit, signed as the ledger keeps it.
    this.addSql(`create view "insight_money" as
      select l."request_id", l."kind", l."amount_cents", l."created_at" from "ledger_entries" l;`);
    // Published by providers.
    this.addSql(`create view "insight_providers" as select p."id", p."name" from "providers" p;`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop view if exists "insight_providers";`);
    this.addSql(`drop view if exists "insight_money";`);
    this.addSql(`drop view if exists "insight_offers";`);
    this.addSql(`drop view if exists "insight_requests";`);
    this.addSql(`alter table "customer_requests" drop column "priced_at", drop column "accepted_at", drop column "closed_action",
      drop column "county", drop column "area_cell";`);
  }
}
