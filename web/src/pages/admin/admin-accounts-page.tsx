import { useState } from 'react';
import { Link } from 'react-router-dom';
import { buttonClasses } from '@/components/ui/button';
import { CardSection } from '@/components/ui/card';
import { ArrowLeftIcon, ReceiptIcon, UsersIcon } from '@/components/ui/icons';
import { Label } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import { Skeleton } from '@/components/ui/skeleton';
import { useCan } from '@/features/admin-auth';
import { AccountsTable, adminInvoiceFileUrl, InvoicesTable, NewAccountButton, useAccounts, useInvoices, useMarkInvoicePaid, type InvoiceFilter } from '@/features/accounts/admin';
import { paths } from '@/lib/paths';
import { LoadError } from '@/components/load-error';
import { NotForYourRole } from './not-for-your-role';
import { useLoadErrorToast } from './use-load-error-toast';

const LOAD_FAILED = 'Failed to load the business accounts';

/** Owners and dispatchers: the fleets, dealers and insurers billed monthly, and their invoices. Owners change them. */
export function AdminAccountsPage() {
  const mayRead = useCan('desk');
  return (
    <div className="mx-auto max-w-6xl px-4 py-8 sm:px-6">
      <title>Business Accounts | Admin | DFW Roadside Assistance</title>
      <Link to={paths.admin} className={buttonClasses('ghost', 'sm', '-ml-3 mb-4')}>
        <ArrowLeftIcon className="size-4" />
        Back to Dashboard
      </Link>
      {mayRead ? <Accounts /> : <NotForYourRole title="Business Accounts" message="Only owners and dispatchers can see the business accounts." />}
    </div>
  );
}

function Accounts() {
  const isOwner = useCan('owner');
  const accounts = useAccounts();
  useLoadErrorToast(accounts, LOAD_FAILED);

  return (
    <>
      <div className="flex flex-wrap items-start justify-between gap-4">
        <div>
          <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">Business Accounts</h1>
          <p className="mt-1 text-sm text-slate-600">Fleets, dealers and insurers whose jobs skip the deposit and are billed on a monthly invoice.</p>
        </div>
        {isOwner && <NewAccountButton />}
      </div>
      <div className="mt-6 space-y-6">
        <CardSection title="Accounts" icon={<UsersIcon className="size-5 text-brand-700" />}>
          {accounts.data ? (
            <AccountsTable accounts={accounts.data} />
          ) : accounts.isError ? (
            <LoadError message={LOAD_FAILED} onRetry={() => accounts.refetch()} retrying={accounts.isFetching} />
          ) : (
            <div role="status" aria-label="Loading the accounts" className="space-y-3">
              <Skeleton className="h-12 w-full" />
              <Skeleton className="h-12 w-full" />
            </div>
          )}
        </CardSection>
        <Invoices canMarkPaid={isOwner} />
      </div>
    </>
  );
}

const FILTERS: Record<InvoiceFilter, { label: string; empty: string }> = {
  open: { label: 'Open', empty: 'No open invoices.' },
  overdue: { label: 'Overdue', empty: 'No overdue invoices.' },
  paid: { label: 'Paid', empty: 'No paid invoices yet.' },
};

const INVOICES_FAILED = 'Failed to load the invoices';

function Invoices({ canMarkPaid }: { canMarkPaid: boolean }) {
  const [status, setStatus] = useState<InvoiceFilter>('open');
  const invoices = useInvoices(status);
  const markPaid = useMarkInvoicePaid();
  useLoadErrorToast(invoices, INVOICES_FAILED);

  return (
    <CardSection
      title="Invoices"
      icon={<ReceiptIcon className="size-5 text-brand-700" />}
      actions={
        <div className="flex items-center gap-2">
          <Label htmlFor="invoice-filter" className="whitespace-nowrap">
            Show
          </Label>
          <Select id="invoice-filter" value={status} onChange={(event) => setStatus(event.target.value as InvoiceFilter)} className="h-10 min-w-32 text-sm">
            {(Object.keys(FILTERS) as InvoiceFilter[]).map((filter) => (
              <option key={filter} value={filter}>
                {FILTERS[filter].label}
              </option>
            ))}
          </Select>
        </div>
      }
    >
      {invoices.data ? (
        <InvoicesTable
          invoices={invoices.data}
          showAccount
          fileUrl={adminInvoiceFileUrl}
          markPaid={canMarkPaid ? (invoice) => markPaid.mutateAsync(invoice.id) : undefined}
          empty={FILTERS[status].empty}
        />
      ) : invoices.isError ? (
        <LoadError message={INVOICES_FAILED} onRetry={() => invoices.refetch()} retrying={invoices.isFetching} />
      ) : (
        <div role="status" aria-label="Loading the invoices">
          <Skeleton className="h-24 w-full" />
        </div>
      )}
    </CardSection>
  );
}
