import { useMutation } from '@tanstack/react-query';
import type { CreateOnlineRequestBody, CustomerRequestView } from '@domain/request-views';
import { apiClient } from '@/lib/api-client';

export const createRequest = (body: CreateOnlineRequestBody) =>
  apiClient.post<CustomerRequestView>('/api/requests', body);

export const useCreateRequest = () => useMutation({ mutationFn: createRequest });
