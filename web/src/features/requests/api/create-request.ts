import { useMutation } from '@tanstack/react-query';
import type { CreateOnlineRequestBody } from '@contracts/request-bodies';
import type { CustomerRequestView } from '@contracts/request-views';
import { apiClient } from '@/lib/api-client';

export type CreateRequestInput = { body: CreateOnlineRequestBody; idempotencyKey: string };

/** With the submission's key, a retry after a lost answer gets the first request back instead of a second one. */
export const createRequest = ({ body, idempotencyKey }: CreateRequestInput) =>
  apiClient.post<CustomerRequestView>('/api/requests', body, { headers: { 'Idempotency-Key': idempotencyKey } });

export const useCreateRequest = () => useMutation({ mutationFn: createRequest });
