import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient, isApiError } from '@/lib/api-client';
import { adminSessionQueryKey, type AdminSession } from './admin-session-key';

/** Resolves to null when nobody is signed in (401), so "signed out" is data, not an error. */
export async function getAdminSession(signal?: AbortSignal): Promise<AdminSession | null> {
  try {
    return await apiClient.get<AdminSession>('/api/admin/session', { signal });
  } catch (error) {
    if (isApiError(error, 401)) return null;
    throw error;
  }
}

export const adminSessionQueryOptions = () =>
  queryOptions({
    queryKey: adminSessionQueryKey,
    queryFn: ({ signal }) => getAdminSession(signal),
    staleTime: 60_000,
  });

export const useAdminSession = () => useQuery(adminSessionQueryOptions());
