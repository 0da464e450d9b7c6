import type {
  DemandInsightsView,
  FunnelInsightsView,
  InsightsFiltersView,
  InsightsQuery,
  MoneyInsightsView,
  PromisesInsightsView,
  ProvidersInsightsView,
  SpeedInsightsView,
} from '@contracts/insights-views';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';

/** Each section of the page and the view its endpoint answers. */
export interface InsightsViews {
  funnel: FunnelInsightsView;
  speed: SpeedInsightsView;
  promises: PromisesInsightsView;
  demand: DemandInsightsView;
  money: MoneyInsightsView;
  providers: ProvidersInsightsView;
}
export type InsightsViewName = keyof InsightsViews;

const search = (query: InsightsQuery): string =>
  new URLSearchParams(Object.entries(query).filter((entry): entry is [string, string] => typeof entry[1] === 'string' && entry[1] !== '')).toString();

const insightsKeys = {
  all: ['admin', 'insights'] as const,
  filters: () => [...insightsKeys.all, 'filters'] as const,
  view: (name: InsightsViewName, query: InsightsQuery) => [...insightsKeys.all, name, query] as const,
};

export const getInsightsFilters = (signal?: AbortSignal) => apiClient.get<InsightsFiltersView>('/api/admin/insights/filters', { signal });

export const getInsightsView = <N extends InsightsViewName>(name: N, query: InsightsQuery, signal?: AbortSignal) =>
  apiClient.get<InsightsViews[N]>(`/api/admin/insights/${name}?${search(query)}`, { signal });

export const insightsFiltersQueryOptions = () =>
  queryOptions({ queryKey: insightsKeys.filters(), queryFn: ({ signal }) => getInsightsFilters(signal), staleTime: 5 * 60_000 });

export const insightsViewQueryOptions = <N extends InsightsViewName>(name: N, query: InsightsQuery) =>
  queryOptions({
    queryKey: insightsKeys.view(name, query),
    queryFn: ({ signal }) => getInsightsView(name, query, signal),
    // A new filter keeps the last figures on screen until the new ones come, rather than a skeleton each time.
    placeholderData: keepPreviousData,
  });

export const useInsightsFilters = () => useQuery(insightsFiltersQueryOptions());

export const useInsightsView = <N extends InsightsViewName>(name: N, query: InsightsQuery, enabled: boolean) =>
  useQuery({ ...insightsViewQueryOptions(name, query), enabled });
