import { CardSection } from '@/components/ui/card';
import { ReceiptIcon } from '@/components/ui/icons';
import { Skeleton } from '@/components/ui/skeleton';
import { InvoicesTable } from '@/features/accounts';
import { portalInvoiceFileUrl, usePortalInvoices } from '@/features/business';
import { useSignedInMember } from './business-layout';
import { LoadError } from '@/components/load-error';

/** The account's monthly invoices, each as a PDF or a CSV of its jobs. */
export function BusinessInvoicesPage() {
  const me = useSignedInMember();
  const invoices = usePortalInvoices();
  return (
    <div className="mx-auto max-w-6xl px-4 py-8 sm:px-6">
      <title>{`Invoices | ${me.account.name} | DFW Roadside Assistance`}</title>
      <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">Invoices</h1>
      <p className="mt-1 mb-6 text-sm text-slate-600">One invoice a month for the month’s jobs. Download it as a PDF, or as a CSV of its jobs.</p>
      <CardSection title="Invoices" icon={<ReceiptIcon className="size-5 text-brand-700" />}>
        {invoices.data ? (
          <InvoicesTable invoices={invoices.data} fileUrl={portalInvoiceFileUrl} empty="No invoices yet: the first comes after the month of your first job." />
        ) : invoices.isError ? (
          <LoadError message="Failed to load your invoices" onRetry={() => invoices.refetch()} retrying={invoices.isFetching} />
        ) : (
          <div role="status" aria-label="Loading your invoices">
            <Skeleton className="h-24 w-full" />
          </div>
        )}
      </CardSection>
    </div>
  );
}
