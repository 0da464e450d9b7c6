import type { CreatedWebhookEndpointView, WebhookDeliveryView, WebhookEndpointBody, WebhookEndpointView } from '@contracts/account-views';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { BUSINESS_API, businessKeys } from './business-keys';

const ENDPOINTS = `${BUSINESS_API}/webhook-endpoints`;
const endpointPath = (id: string) => `${ENDPOINTS}/${encodeURIComponent(id)}`;

export const useWebhookEndpoints = () =>
  useQuery({ queryKey: businessKeys.webhooks, queryFn: ({ signal }) => apiClient.get<WebhookEndpointView[]>(ENDPOINTS, { signal }) });

export function useCreateWebhookEndpoint() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: WebhookEndpointBody) => apiClient.post<CreatedWebhookEndpointView>(ENDPOINTS, body),
    onSuccess: ({ secret: _secret, ...created }) =>
      queryClient.setQueryData<WebhookEndpointView[]>(businessKeys.webhooks, (endpoints) => [created, ...(endpoints ?? [])]),
  });
}

export function useDeleteWebhookEndpoint() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => apiClient.delete(endpointPath(id)),
    onSuccess: (_nothing, id) =>
      queryClient.setQueryData<WebhookEndpointView[]>(businessKeys.webhooks, (endpoints) => endpoints?.filter((endpoint) => endpoint.id !== id)),
  });
}

export const useWebhookDeliveries = (endpointId: string, enabled: boolean) =>
  useQuery({
    queryKey: businessKeys.deliveries(endpointId),
    queryFn: ({ signal }) => apiClient.get<WebhookDeliveryView[]>(`${endpointPath(endpointId)}/deliveries`, { signal }),
    enabled,
  });

export function useReplayDelivery(endpointId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (deliveryId: string) => apiClient.post<unknown>(`${BUSINESS_API}/webhook-deliveries/${encodeURIComponent(deliveryId)}/replay`),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: businessKeys.deliveries(endpointId) }),
  });
}
