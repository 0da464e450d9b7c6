import { ON_TIME_GRACE_MINUTES } from '../../../domain/arrival-promise';
import { ETA_ERROR_BUCKETS } from '../../../domain/insights';
import type { ScopeSql } from '../insights-scope';

/** Arrival minus promise in seconds, over the scope's requests that had both. */
const errors = (scope: ScopeSql) => `
  select r.provider_id, extract(epoch from r.arrived_at - r.promised_arrival_at)::float8 as error
    from insight_requests r
   where r.arrived_at is not null and r.promised_arrival_at is not null and ${scope.where}`;

/** Per provider, then all together (provider_id null, whole true). Binds the scope. */
export const keptSql = (scope: ScopeSql) => `
  with promised as (${errors(scope)})
  select e.provider_id, grouping(e.provider_id) = 1 as whole, count(*)::int as arrivals,
         count(*) filter (where e.error <= ${ON_TIME_GRACE_MINUTES * 60})::int as on_time,
         percentile_cont(0.5) within group (order by e.error) as median_error
    from promised e
   group by grouping sets ((e.provider_id), ())`;

const BUCKET = `case ${ETA_ERROR_BUCKETS.map((bucket, index) => (bucket.upTo === null ? `else ${index}` : `when e.error <= ${bucket.upTo * 60} then ${index}`)).join(' ')} end`;

/** Arrivals by how far from the promise they came (ETA_ERROR_BUCKETS' indexes). Binds the scope. */
export const bucketsSql = (scope: ScopeSql) => `
  with promised as (${errors(scope)})
  select ${BUCKET} as bucket, count(*)::int as arrivals from promised e group by 1`;

/** New arrival times texted, and refunds for lateness with what they gave back, per provider then all together. Binds the scope. */
export const slipsSql = (scope: ScopeSql) => `
  select r.provider_id, grouping(r.provider_id) = 1 as whole,
         count(*) filter (where r.slip_texted_at is not null)::int as slips,
         count(*) filter (where r.cancellation_cause = 'late_provider')::int as late_refunds,
         coalesce(sum(m.refund_cents) filter (where r.cancellation_cause = 'late_provider'), 0)::bigint as late_refund_cents
    from insight_requests r
    left join (select request_id, sum(amount_cents) as refund_cents from insight_money where kind = 'refund' group by request_id) m on m.request_id = r.id
   where (r.slip_texted_at is not null or r.cancellation_cause = 'late_provider') and ${scope.where}
   group by grouping sets ((r.provider_id), ())`;

export interface KeptRow {
  provider_id: string | null;
  whole: boolean;
  arrivals: number;
  on_time: number;
  median_error: number | null;
}

export interface BucketRow {
  bucket: number;
  arrivals: number;
}

export interface SlipsRow {
  provider_id: string | null;
  whole: boolean;
  slips: number;
  late_refunds: number;
  late_refund_cents: string | number;
}
