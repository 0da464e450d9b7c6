import type { CompletedOrder, CompletedSort } from '../../../contracts/completed-views';
import { PLATFORM_FEE_PERCENT } from '../../../domain/money';
import { ON_TIME_GRACE_MINUTES } from '../../../domain/arrival-promise';
import { BUSINESS_TIME_ZONE } from '../../../domain/business-time';

/** When a completed job counts: its completion, or its last change when completion was not recorded. */
const COMPLETED_AT = 'coalesce(r.service_completed_at, r.updated_at)';
/** Its calendar day by the zone's own rules, computed by PostgreSQL, so DST changes fall right. */
const COMPLETED_DAY = `(${COMPLETED_AT} at time zone '${BUSINESS_TIME_ZONE}')::date`;
const FINAL_CENTS = 'coalesce(r.final_price_cents, 0)';
/** Per job, as domain/money: numeric round() takes half a cent up, as Math.round does for positive cents. */
const COMMISSION_CENTS = `round(${FINAL_CENTS} * ${PLATFORM_FEE_PERCENT} / 100.0)`;
/** Binds the first and the last day of the range. */
const IN_PERIOD = `r.status = 'completed' and ${COMPLETED_DAY} between ?::date and ?::date`;
/** Kept (arrived within the promise and its grace), broken, or null when no promise or no arrival was recorded. */
const KEPT_PROMISE = `case when r.promised_arrival_at is null or r.arrived_at is null then null else r.arrived_at <= r.promised_arrival_at + interval '${ON_TIME_GRACE_MINUTES} minutes' end`;

/**
 * One row per day of the range, days without jobs included, then the range's totals (date null).
 * Binds first day, last day, first day, last day.
 */
export const STATS_SQL = `
  with jobs as (
    select ${COMPLETED_DAY} as day, ${FINAL_CENTS} as final_cents, ${COMMISSION_CENTS} as commission_cents,
           r.customer_rating as rating, ${KEPT_PROMISE} as kept_promise,
           case when b.status = 'paid' then b.balance_cents else 0 end as card_cents, coalesce(b.tip_cents, 0) as tip_cents
      from customer_requests r
      left join balance_payments b on b.request_id = r.id
     where ${IN_PERIOD}
  )
  select to_char(d.day, 'YYYY-MM-DD') as date,
         count(j.day)::int as jobs,
         coalesce(sum(j.final_cents), 0)::bigint as revenue_cents,
         coalesce(sum(j.commission_cents), 0)::bigint as commission_cents,
         round(avg(j.rating), 2)::float8 as average_rating,
         count(j.kept_promise)::int as promised_arrivals,
         count(*) filter (where j.kept_promise)::int as on_time_arrivals,
         coalesce(sum(j.card_cents), 0)::bigint as card_balance_cents,
         coalesce(sum(j.tip_cents), 0)::bigint as tip_cents
    from generate_series(?::date, ?::date, interval '1 day') as d(day)
    left join jobs j on j.day = d.day::date
   group by rollup (d.day)
   order by d.day nulls last`;

export interface StatsRecord {
  date: string | null;
  jobs: number;
  revenue_cents: string | number;
  commission_cents: string | number;
  average_rating: number | null;
  promised_arrivals: number;
  on_time_arrivals: number;
  card_balance_cents: string | number;
  tip_cents: string | number;
}

/** Binds first day, last day. */
export const COUNT_SQL = `select count(*)::int as total from customer_requests r where ${IN_PERIOD}`;

const SORT_KEYS: Record<CompletedSort, string> = {
  completedAt: COMPLETED_AT,
  finalPrice: FINAL_CENTS,
  rating: 'r.customer_rating',
};

/**
 * The period's jobs in a total order (the id breaks ties), so pages neither repeat nor skip a job;
 * unrated jobs come last either way. Binds first day, last day, then limit and offset when paged.
 */
export function rowsSql(sort: CompletedSort, order: CompletedOrder, paged: boolean): string {
  const direction = order === 'asc' ? 'asc' : 'desc';
  return `
    select r.id, r.customer_tracking_id, r.phone, p.name as provider_name, r.service_type,
           r.vehicle_year, r.vehicle_make, r.vehicle_model, r.customer_rating, r.promised_arrival_at, r.arrived_at,
           to_char(${COMPLETED_AT} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as completed_at,
           ${FINAL_CENTS} as final_cents, ${COMMISSION_CENTS}::int as commission_cents,
           b.status as card_balance_status, coalesce(b.tip_cents, 0) as tip_cents
      from customer_requests r
      left join providers p on p.id = r.provider_id
      left join balance_payments b on b.request_id = r.id
     where ${IN_PERIOD}
     order by ${SORT_KEYS[sort]} ${direction} nulls last, r.id ${direction}
     ${paged ? 'limit ? offset ?' : ''}`;
}

export interface JobRecord {
  id: string;
  customer_tracking_id: string | null;
  phone: string;
  provider_name: string | null;
  service_type: string;
  vehicle_year: number | null;
  vehicle_make: string | null;
  vehicle_model: string | null;
  customer_rating: number | null;
  promised_arrival_at: Date | null;
  arrived_at: Date | null;
  completed_at: string;
  final_cents: number;
  commission_cents: number;
  /** The card balance's status, for a provider who takes it by card; null when it was paid at the car. */
  card_balance_status: 'due' | 'paid' | null;
  tip_cents: number;
}
