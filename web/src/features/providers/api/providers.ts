import type { ProviderView } from '@contracts/provider-views';
import type { ProviderBody, ProviderUpdateBody } from '@contracts/request-bodies';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { providersKeys } from './providers-keys';

const PROVIDERS_PATH = '/api/admin/providers';

export const getProviders = (search: string, signal?: AbortSignal) =>
  apiClient.get<ProviderView[]>(search ? `${PROVIDERS_PATH}?${new URLSearchParams({ search })}` : PROVIDERS_PATH, { signal });

export const providersQueryOptions = (search: string) =>
  queryOptions({
    queryKey: providersKeys.list(search),
    queryFn: ({ signal }) => getProviders(search, signal),
    // Typing a search keeps the last list on screen instead of flashing a spinner per letter.
    placeholderData: keepPreviousData,
  });

export const useProviders = (search = '') => useQuery(providersQueryOptions(search.trim()));

export const createProvider = (body: ProviderBody) => apiClient.post<ProviderView>(PROVIDERS_PATH, body);

export const updateProvider = (id: string, body: ProviderUpdateBody) =>
  apiClient.patch<ProviderView>(`${PROVIDERS_PATH}/${encodeURIComponent(id)}`, body);

export function useSaveProvider() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id?: string; body: ProviderUpdateBody }) =>
      id ? updateProvider(id, body) : createProvider(body as ProviderBody),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: providersKeys.all }),
  });
}
