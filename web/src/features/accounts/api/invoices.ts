import type { InvoiceView } from '@contracts/account-views';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { accountKeys, type InvoiceFilter } from './account-keys';

export const getInvoices = (status: InvoiceFilter, signal?: AbortSignal) =>
  apiClient.get<InvoiceView[]>(`/api/admin/invoices?${new URLSearchParams({ status })}`, { signal });

export const invoicesQueryOptions = (status: InvoiceFilter) =>
  queryOptions({ queryKey: accountKeys.invoiceList(status), queryFn: ({ signal }) => getInvoices(status, signal) });

export const useInvoices = (status: InvoiceFilter) => useQuery(invoicesQueryOptions(status));

export const markInvoicePaid = (id: string) => apiClient.post<InvoiceView>(`/api/admin/invoices/${encodeURIComponent(id)}/paid`);

/** A paid invoice leaves the open and overdue lists and joins the paid one; its account's page lists it too. */
export function useMarkInvoicePaid() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markInvoicePaid,
    onSuccess: (invoice) => {
      void queryClient.invalidateQueries({ queryKey: accountKeys.invoices });
      void queryClient.invalidateQueries({ queryKey: accountKeys.detail(invoice.accountId) });
    },
  });
}
