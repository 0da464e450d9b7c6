import type { EntityManager } from '@mikro-orm/postgresql';

const REQUEST_FACTS = `"id", "created_at", "request_type", "service_type", "county", "area_cell", "status", "account_id", "provider_id",
  "priced_at", "accepted_at", "paid_at", "assigned_at", "arrived_at", "completed_at", "promised_arrival_at", "slip_texted_at",
  "final_price_cents", "customer_rating", "cancellation_cause", "closed_action"`;
const OFFER_FACTS = `"id", "request_id", "provider_id", "status", "sent_at", "answered_at", "expires_at"`;

/**
 * Keeps what the owner's insights count of requests the retention rule is deleting, in the caller's
 * transaction, read through the same published views the insights read (so the archive holds no
 * personal data: no phone, vehicle or exact point). Its offers go with the request by cascade.
 */
export async function archiveInsightFacts(tx: EntityManager, requestIds: readonly string[], now: Date): Promise<void> {
  await tx.execute(
    `insert into "archived_request_facts" (${REQUEST_FACTS}, "archived_at")
       select ${REQUEST_FACTS}, ? from "insight_requests" where "id" in (?) on conflict ("id") do nothing`,
    [now, [...requestIds]],
  );
  await tx.execute(
    `insert into "archived_offer_facts" (${OFFER_FACTS})
       select ${OFFER_FACTS} from "insight_offers" where "request_id" in (?) on conflict ("id") do nothing`,
    [[...requestIds]],
  );
}
