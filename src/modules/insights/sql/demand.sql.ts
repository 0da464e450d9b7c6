import type { ScopeSql } from '../insights-scope';
import { IS_LOST } from './request-outcome.sql';

/** Requests and lost ones per hexagon, with the county most of them are in; unmapped ones under a null cell. Binds now, then the scope. */
export const cellsSql = (scope: ScopeSql) => `
  select r.area_cell, count(*)::int as requests, count(*) filter (where ${IS_LOST})::int as lost, mode() within group (order by r.county) as county
    from insight_requests r
   where ${scope.where}
   group by 1`;

/** The newest lost pickup points, and how many there were. Binds now, then the scope, then the limit. */
export const lostPointsSql = (scope: ScopeSql) => `
  select r.customer_lat as lat, r.customer_lng as lng, count(*) over ()::int as total
    from insight_requests r
   where r.customer_lat is not null and r.customer_lng is not null and ${IS_LOST} and ${scope.where}
   order by r.created_at desc
   limit ?`;

export interface CellRow {
  area_cell: string | null;
  requests: number;
  lost: number;
  county: string | null;
}

export interface LostPointRow {
  lat: number;
  lng: number;
  total: number;
}
