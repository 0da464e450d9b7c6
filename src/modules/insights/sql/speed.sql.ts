import { dallasTime, type ScopeSql } from '../insights-scope';

const seconds = (later: string, earlier: string) => `extract(epoch from ${later} - ${earlier})::float8`;
/** p50 and p90 of a duration over the rows that have it. */
const percentiles = (later: string, earlier: string) =>
  `percentile_cont(array[0.5, 0.9]) within group (order by ${seconds(later, earlier)}) filter (where ${later} is not null and ${earlier} is not null)`;
const counted = (later: string, earlier: string) => `count(*) filter (where ${later} is not null and ${earlier} is not null)::int`;

/** Each measure from the request's arrival, and the paid customer's wait for the truck. Binds the scope. */
export const measuresSql = (scope: ScopeSql) => `
  select ${counted('r.priced_at', 'r.created_at')} as first_price_count, ${percentiles('r.priced_at', 'r.created_at')} as first_price,
         ${counted('r.paid_at', 'r.created_at')} as payment_count, ${percentiles('r.paid_at', 'r.created_at')} as payment,
         ${counted('r.assigned_at', 'r.created_at')} as assignment_count, ${percentiles('r.assigned_at', 'r.created_at')} as assignment,
         ${counted('r.arrived_at', 'r.created_at')} as arrival_count, ${percentiles('r.arrived_at', 'r.created_at')} as arrival,
         ${counted('r.arrived_at', 'r.paid_at')} as wait_count, ${percentiles('r.arrived_at', 'r.paid_at')} as wait
    from insight_requests r
   where ${scope.where}`;

/** The median wait by the Dallas weekday (0 Monday) and hour the request came in. Binds the scope. */
export const heatmapSql = (scope: ScopeSql) => `
  select (extract(isodow from ${dallasTime('r.created_at')})::int - 1) as weekday, extract(hour from ${dallasTime('r.created_at')})::int as hour,
         count(*)::int as arrivals,
         percentile_cont(0.5) within group (order by ${seconds('r.arrived_at', 'r.paid_at')}) as median_wait
    from insight_requests r
   where r.arrived_at is not null and r.paid_at is not null and ${scope.where}
   group by 1, 2`;

type Percentiles = [number, number] | null;

export interface MeasuresRow {
  first_price_count: number;
  first_price: Percentiles;
  payment_count: number;
  payment: Percentiles;
  assignment_count: number;
  assignment: Percentiles;
  arrival_count: number;
  arrival: Percentiles;
  wait_count: number;
  wait: Percentiles;
}

export interface HeatmapRow {
  weekday: number;
  hour: number;
  arrivals: number;
  median_wait: number;
}
