import { ON_TIME_GRACE_MINUTES } from '../../../domain/arrival-promise';
import type { ScopeSql } from '../insights-scope';

/**
 * Offers made for the scope's requests, per provider; each offer carries its request's scope columns.
 * An offer still open past its window counts as expired, as the scorecards read it. Binds now, then the scope (over `o`).
 */
export const offersSql = (scope: ScopeSql) => `
  select o.provider_id, count(*)::int as offers,
         count(*) filter (where o.status = 'accepted')::int as accepted,
         count(*) filter (where o.status in ('accepted', 'declined', 'expired') or (o.status = 'open' and o.expires_at <= ?))::int as decided,
         percentile_cont(0.5) within group (order by extract(epoch from o.answered_at - o.sent_at)::float8)
           filter (where o.status in ('accepted', 'declined') and o.answered_at is not null) as median_response
    from insight_offers o
   where ${scope.where}
   group by o.provider_id`;

/** The scope's jobs per provider: completed, arrivals within the promise, and the rating. Binds the scope. */
export const jobsSql = (scope: ScopeSql) => `
  select r.provider_id, count(*) filter (where r.status = 'completed')::int as jobs,
         count(*) filter (where r.arrived_at is not null and r.promised_arrival_at is not null)::int as promised,
         count(*) filter (where r.arrived_at <= r.promised_arrival_at + interval '${ON_TIME_GRACE_MINUTES} minutes')::int as on_time,
         avg(r.customer_rating)::float8 as rating
    from insight_requests r
   where r.provider_id is not null and ${scope.where}
   group by r.provider_id`;

export interface OffersRow {
  provider_id: string;
  offers: number;
  accepted: number;
  decided: number;
  median_response: number | null;
}

export interface JobsRow {
  provider_id: string;
  jobs: number;
  promised: number;
  on_time: number;
  rating: number | null;
}
