import type { InsightsQuery } from '@contracts/insights-views';
import {
  DAYPART_NAMES,
  INSIGHT_CHANNELS,
  INSIGHT_PERIOD_PROBLEM,
  INSIGHT_PERIODS,
  insightsRange,
  type Daypart,
  type InsightChannel,
  type InsightPeriod,
} from '@domain/insights';
import { REPORT_PERIOD_MESSAGES } from '@domain/report-period';

export const PERIOD_LABELS: Record<InsightPeriod, string> = { day: 'Today', week: 'This Week', month: 'This Month', custom: 'Custom Range' };
export const DEFAULT_PERIOD: InsightPeriod = 'week';

const FILTER_KEYS = ['period', 'from', 'to', 'service', 'channel', 'county', 'daypart'] as const;

const oneOf = <T extends string>(values: readonly T[], value: string | null): T | undefined =>
  value !== null && (values as readonly string[]).includes(value) ? (value as T) : undefined;

const text = (value: string | null): string | undefined => (value && value.trim() ? value : undefined);

/** The page's filters, read from its address so a view can be shared and the back button undoes a change. */
export function queryFromSearch(params: URLSearchParams): InsightsQuery {
  const period = oneOf(INSIGHT_PERIODS, params.get('period')) ?? DEFAULT_PERIOD;
  return {
    period,
    ...(period === 'custom' ? { from: text(params.get('from')), to: text(params.get('to')) } : {}),
    service: text(params.get('service')),
    channel: oneOf<InsightChannel>(INSIGHT_CHANNELS, params.get('channel')),
    county: text(params.get('county')),
    daypart: oneOf<Daypart>(DAYPART_NAMES, params.get('daypart')),
  };
}

/** The address's search for the filters; the default period and empty choices are left out. */
export function searchFromQuery(query: InsightsQuery): URLSearchParams {
  const params = new URLSearchParams();
  for (const key of FILTER_KEYS) {
    const value = query[key];
    if (value === undefined || value === '' || (key === 'period' && value === DEFAULT_PERIOD)) continue;
    params.set(key, value);
  }
  return params;
}

/** Why a custom range cannot be asked for yet, in the server's words; null when it can. */
export function rangeProblem(query: InsightsQuery): string | null {
  const result = insightsRange(query, new Date());
  if (result.ok) return null;
  return result.problem === 'unknownPeriod' ? INSIGHT_PERIOD_PROBLEM.description : REPORT_PERIOD_MESSAGES[result.problem].description;
}
