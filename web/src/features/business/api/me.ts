import type { PortalMeView } from '@contracts/account-views';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient, isApiError } from '@/lib/api-client';
import { BUSINESS_API, businessKeys } from './business-keys';

/** Resolves to null when nobody is signed in to the portal (401), so "signed out" is data, not an error. */
export async function getPortalMe(signal?: AbortSignal): Promise<PortalMeView | null> {
  try {
    return await apiClient.get<PortalMeView>(`${BUSINESS_API}/me`, { signal });
  } catch (error) {
    if (isApiError(error, 401)) return null;
    throw error;
  }
}

export const portalMeQueryOptions = () => queryOptions({ queryKey: businessKeys.me, queryFn: ({ signal }) => getPortalMe(signal), staleTime: 60_000 });

export const usePortalMe = () => useQuery(portalMeQueryOptions());
