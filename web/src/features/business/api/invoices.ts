import type { InvoiceView } from '@contracts/account-views';
import { useQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { BUSINESS_API, businessKeys } from './business-keys';

export const getPortalInvoices = (signal?: AbortSignal) => apiClient.get<InvoiceView[]>(`${BUSINESS_API}/invoices`, { signal });

export const usePortalInvoices = () => useQuery({ queryKey: businessKeys.invoices, queryFn: ({ signal }) => getPortalInvoices(signal) });

/** The invoice as a file, downloaded by the browser with the session cookie. */
export const portalInvoiceFileUrl = (invoice: Pick<InvoiceView, 'id'>, kind: 'pdf' | 'csv') => `${BUSINESS_API}/invoices/${encodeURIComponent(invoice.id)}/${kind}`;
