import { PLATFORM_FEE_PERCENT } from '../../../domain/money';
import { dallasTime, type ScopeSql } from '../insights-scope';

/** The Monday of the Dallas week a moment falls in. */
const weekOf = (column: string) => `to_char(date_trunc('week', ${dallasTime(column)}), 'YYYY-MM-DD')`;
/** Per job, as the Completed tab rounds it: half a cent up. */
const COMMISSION_CENTS = `round(coalesce(r.final_price_cents, 0) * ${PLATFORM_FEE_PERCENT} / 100.0)`;

/** Revenue and commission of the jobs completed each week. Binds the scope (over the completion). */
export const revenueSql = (scope: ScopeSql) => `
  select ${weekOf('r.completed_at')} as week_start, coalesce(sum(r.final_price_cents), 0)::bigint as revenue_cents,
         coalesce(sum(${COMMISSION_CENTS}), 0)::bigint as commission_cents
    from insight_requests r
   where r.status = 'completed' and ${scope.where}
   group by 1`;

/** Refunds, cancellation fees kept and tips, on the week the money moved. Binds the scope (over the movement). */
export const movementsSql = (scope: ScopeSql) => `
  select ${weekOf('m.created_at')} as week_start,
         coalesce(sum(m.amount_cents) filter (where m.kind = 'refund'), 0)::bigint as refunds_cents,
         coalesce(sum(m.amount_cents) filter (where m.kind in ('platform_fee', 'provider_credit')), 0)::bigint as fees_cents,
         coalesce(sum(m.amount_cents) filter (where m.kind = 'tip'), 0)::bigint as tips_cents
    from insight_money m
    join insight_requests r on r.id = m.request_id
   where ${scope.where}
   group by 1`;

/** Completed jobs and their average price, by service. Binds the scope (over the completion). */
export const averagePriceSql = (scope: ScopeSql) => `
  select r.service_type as service, count(*)::int as jobs, round(avg(r.final_price_cents))::int as average_price_cents
    from insight_requests r
   where r.status = 'completed' and r.final_price_cents is not null and ${scope.where}
   group by 1`;

export interface RevenueRow {
  week_start: string;
  revenue_cents: string | number;
  commission_cents: string | number;
}

export interface MovementRow {
  week_start: string;
  refunds_cents: string | number;
  fees_cents: string | number;
  tips_cents: string | number;
}

export interface AveragePriceRow {
  service: string;
  jobs: number;
  average_price_cents: number;
}
