import { ERROR_CODES } from '@contracts/error-codes';
import type { LocationSharedView, ShareLocationBody } from '@contracts/location-share-views';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient, isApiError } from '@/lib/api-client';
import { locationShareKey, type LocationShareState } from './get-location-share';

export const sharePosition = (token: string, body: ShareLocationBody) =>
  apiClient.post<LocationSharedView>(`/api/location-shares/${encodeURIComponent(token)}`, body);

/**
 * Sends the phone's fix. Once it is taken (or the server says one already was), the cached link reads
 * 'shared', so the page says so even if it is opened again in the other language.
 */
export function useSharePosition(token: string) {
  const queryClient = useQueryClient();
  const markShared = (sharedAddress?: string | null) =>
    queryClient.setQueryData<LocationShareState>(locationShareKey(token), (link) => link && { ...link, status: 'shared', sharedAddress });
  return useMutation({
    mutationFn: (body: ShareLocationBody) => sharePosition(token, body),
    onSuccess: ({ address }) => markShared(address),
    onError: (error) => {
      if (isApiError(error, 409) && error.code === ERROR_CODES.locationShareClosed) markShared();
    },
  });
}
