import type { CompletedPage, CompletedPeriodQuery, CompletedSort, CompletedStatsView } from '@contracts/completed-views';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';

export type ListQuery = CompletedPeriodQuery & { page: number; pageSize: number; sort: CompletedSort; order: 'asc' | 'desc' };

const search = (query: object): string =>
  new URLSearchParams(Object.entries(query).filter(([, value]) => value !== undefined && value !== '').map(([key, value]) => [key, String(value)])).toString();

const completedKeys = {
  all: ['admin', 'completed'] as const,
  stats: (period: CompletedPeriodQuery) => [...completedKeys.all, 'stats', period] as const,
  list: (query: ListQuery) => [...completedKeys.all, 'list', query] as const,
};

export const getCompletedStats = (period: CompletedPeriodQuery, signal?: AbortSignal) =>
  apiClient.get<CompletedStatsView>(`/api/admin/completed/stats?${search(period)}`, { signal });

export const getCompletedJobs = (query: ListQuery, signal?: AbortSignal) =>
  apiClient.get<CompletedPage>(`/api/admin/completed?${search(query)}`, { signal });

/** The period's CSV, downloaded by the browser with the session cookie. */
export const completedExportUrl = (period: CompletedPeriodQuery) => `/api/admin/completed/export.csv?${search(period)}`;

export const completedStatsQueryOptions = (period: CompletedPeriodQuery) =>
  queryOptions({ queryKey: completedKeys.stats(period), queryFn: ({ signal }) => getCompletedStats(period, signal), placeholderData: keepPreviousData });

export const completedJobsQueryOptions = (query: ListQuery) =>
  queryOptions({ queryKey: completedKeys.list(query), queryFn: ({ signal }) => getCompletedJobs(query, signal), placeholderData: keepPreviousData });

export const useCompletedStats = (period: CompletedPeriodQuery, enabled: boolean) => useQuery({ ...completedStatsQueryOptions(period), enabled });

export const useCompletedJobs = (query: ListQuery, enabled: boolean) => useQuery({ ...completedJobsQueryOptions(query), enabled });
