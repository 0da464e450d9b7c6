import type { InvoiceView } from '@contracts/account-views';

export type InvoiceFilter = 'open' | 'overdue' | 'paid';

/** Under 'admin': signing out drops them, and a 401 on them re-checks the session. */
export const accountKeys = {
  all: ['admin', 'accounts'] as const,
  list: () => [...accountKeys.all, 'list'] as const,
  detail: (id: string) => [...accountKeys.all, 'detail', id] as const,
  invoices: ['admin', 'invoices'] as const,
  invoiceList: (status: InvoiceFilter) => [...accountKeys.invoices, status] as const,
};

export const ACCOUNTS_PATH = '/api/admin/accounts';
export const accountPath = (id: string) => `${ACCOUNTS_PATH}/${encodeURIComponent(id)}`;

/** The invoice as a file, downloaded by the browser with the session cookie. */
export const adminInvoiceFileUrl = (invoice: Pick<InvoiceView, 'id'>, kind: 'pdf' | 'csv') => `/api/admin/invoices/${encodeURIComponent(invoice.id)}/${kind}`;
