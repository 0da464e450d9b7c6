import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { DispatchSettingsView as DispatchSettings } from '@contracts/offer-views';
import { apiClient } from '@/lib/api-client';

const SETTINGS_PATH = '/api/admin/dispatch-settings';

export const dispatchSettingsKey = ['admin', 'dispatch-settings'] as const;

export const getDispatchSettings = (signal?: AbortSignal) => apiClient.get<DispatchSettings>(SETTINGS_PATH, { signal });

export const saveDispatchSettings = (settings: DispatchSettings) => apiClient.put<DispatchSettings>(SETTINGS_PATH, settings);

export const dispatchSettingsQueryOptions = () => queryOptions({ queryKey: dispatchSettingsKey, queryFn: ({ signal }) => getDispatchSettings(signal) });

export const useDispatchSettings = () => useQuery(dispatchSettingsQueryOptions());

export function useSaveDispatchSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveDispatchSettings,
    onSuccess: (settings) => queryClient.setQueryData(dispatchSettingsKey, settings),
    onError: () => queryClient.invalidateQueries({ queryKey: dispatchSettingsKey }),
  });
}
