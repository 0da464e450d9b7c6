import { BUSINESS_TIME_ZONE } from '../../domain/business-time';
import { DAYPARTS, REQUEST_TYPE_OF_CHANNEL, type Daypart, type InsightChannel } from '../../domain/insights';
import type { DayRange } from '../../domain/report-period';

/** The requests a chart counts: the days of the period and the filters the owner chose. */
export interface InsightsScope extends DayRange {
  service: string | null;
  channel: InsightChannel | null;
  county: string | null;
  daypart: Daypart | null;
}

export interface ScopeSql {
  /** Conditions joined by `and`, with `?` binds. */
  where: string;
  binds: unknown[];
}

/** Dallas local time of a timestamp column, for its hour and weekday. */
export const dallasTime = (column: string): string => `(${column} at time zone '${BUSINESS_TIME_ZONE}')`;

/**
 * The scope as SQL over `insight_requests` aliased `alias`. The days bound `dateColumn` (the request's
 * arrival unless a chart counts by another moment); the filters are always the request's own.
 */
export function scopeSql(scope: InsightsScope, alias = 'r', dateColumn = `${alias}.created_at`): ScopeSql {
  const conditions = [
    `${dateColumn} >= (?::date)::timestamp at time zone '${BUSINESS_TIME_ZONE}'`,
    `${dateColumn} < (?::date + 1)::timestamp at time zone '${BUSINESS_TIME_ZONE}'`,
  ];
  const binds: unknown[] = [scope.from, scope.to];
  if (scope.service) {
    conditions.push(`${alias}.service_type = ?`);
    binds.push(scope.service);
  }
  if (scope.channel) {
    conditions.push(`${alias}.request_type = ?`);
    binds.push(REQUEST_TYPE_OF_CHANNEL[scope.channel]);
  }
  if (scope.county) {
    conditions.push(`${alias}.county = ?`);
    binds.push(scope.county);
  }
  if (scope.daypart) {
    const { from, to } = DAYPARTS[scope.daypart];
    conditions.push(`extract(hour from ${dallasTime(`${alias}.created_at`)}) between ? and ?`);
    binds.push(from, to - 1);
  }
  return { where: conditions.join(' and '), binds };
}
