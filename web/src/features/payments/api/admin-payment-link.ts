import type { PaymentLinkView } from '@contracts/payment-views';
import type { AdminRequestSummary } from '@contracts/request-views';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { adminRequestsKeys } from '@/lib/query-keys';

const paymentLinkPath = (id: string) => `/api/admin/requests/${encodeURIComponent(id)}/payment-link`;

/** Creates (or re-sends) the link and texts it to the customer. */
export const generatePaymentLink = (id: string) => apiClient.post<PaymentLinkView>(paymentLinkPath(id));

/** Deletes the link together with its request. */
export const deletePaymentLink = (id: string) => apiClient.delete(paymentLinkPath(id));

export function useGeneratePaymentLink(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => generatePaymentLink(id),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: adminRequestsKeys.detail(id) }),
        queryClient.invalidateQueries({ queryKey: adminRequestsKeys.list() }),
      ]),
  });
}

export function useDeletePaymentLink() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deletePaymentLink,
    onSuccess: (_, id) => {
      queryClient.setQueryData<AdminRequestSummary[]>(adminRequestsKeys.list(), (list) => list?.filter((request) => request.id !== id));
      queryClient.removeQueries({ queryKey: adminRequestsKeys.detail(id) });
      void queryClient.invalidateQueries({ queryKey: adminRequestsKeys.list() });
    },
  });
}
