import { dallasTime, type ScopeSql } from '../insights-scope';
import { IS_LOST, LOST_BEFORE_PAYMENT, STEP_REACHED } from './request-outcome.sql';

/** Requests by the last step they reached. Binds the scope. */
export const stepsSql = (scope: ScopeSql) => `
  select ${STEP_REACHED} as reached, count(*)::int as requests
    from insight_requests r
   where ${scope.where}
   group by 1`;

/** The lost requests, by what closed them and how far they got. Binds now, then the scope. */
export const lostSql = (scope: ScopeSql) => `
  select r.cancellation_cause, r.closed_action, r.status = 'cancelled' as cancelled, r.priced_at is not null as priced,
         ${STEP_REACHED} as reached, count(*)::int as requests
    from insight_requests r
   where ${IS_LOST} and ${scope.where}
   group by 1, 2, 3, 4, 5`;

/** Requests and those lost before payment, by the Dallas hour they came in. Binds now, then the scope. */
export const byHourSql = (scope: ScopeSql) => `
  select extract(hour from ${dallasTime('r.created_at')})::int as hour, count(*)::int as requests,
         count(*) filter (where ${LOST_BEFORE_PAYMENT})::int as lost_before_payment
    from insight_requests r
   where ${scope.where}
   group by 1`;

export interface StepRow {
  reached: number;
  requests: number;
}

export interface LostRow {
  cancellation_cause: string | null;
  closed_action: string | null;
  cancelled: boolean;
  priced: boolean;
  reached: number;
  requests: number;
}

export interface HourRow {
  hour: number;
  requests: number;
  lost_before_payment: number;
}
