import type { PhoneRequestCreated } from '@contracts/payment-views';
import type { PhoneRequestBody } from '@contracts/request-bodies';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { adminRequestsKeys } from '@/lib/query-keys';

export const createPhoneRequest = (body: PhoneRequestBody) => apiClient.post<PhoneRequestCreated>('/api/admin/phone-requests', body);

export function useCreatePhoneRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createPhoneRequest,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminRequestsKeys.list() }),
  });
}
