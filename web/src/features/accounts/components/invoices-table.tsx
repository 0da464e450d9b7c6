import type { InvoiceView } from '@contracts/account-views';
import { BUSINESS_TIME_ZONE } from '@domain/business-time';
import { formatUsd } from '@domain/money';
import { useState, type ReactNode } from 'react';
import { Badge } from '@/components/ui/badge';
import { Button, buttonClasses } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { isApiError } from '@/lib/api-client';
import { formatBusinessDateTime } from '@/lib/display-format';
import { toast } from '@/lib/toast';
import { discountWords, invoiceStanding, monthWords } from '../lib/account-words';

const cellLabel = 'block text-xs font-medium text-slate-600 md:hidden';

const dateOnly = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeZone: BUSINESS_TIME_ZONE });
const formatDay = (iso: string) => dateOnly.format(new Date(iso));

type InvoicesTableProps = {
  invoices: readonly InvoiceView[];
  fileUrl: (invoice: InvoiceView, kind: 'pdf' | 'csv') => string;
  /** The desk's list names each invoice's account; an account's own page does not. */
  showAccount?: boolean;
  /** Owners only. */
  markPaid?: (invoice: InvoiceView) => Promise<unknown>;
  empty: string;
};

/** A table from 768 px; below, each invoice is a card. Each downloads as a PDF or a CSV of its jobs. */
export function InvoicesTable({ invoices, fileUrl, showAccount = false, markPaid, empty }: InvoicesTableProps) {
  if (invoices.length === 0) return <p className="text-sm text-slate-600">{empty}</p>;
  const headings = ['Invoice', ...(showAccount ? ['Account'] : []), 'Jobs', 'Total', 'Due', 'Status', 'Files'];
  return (
    <table className="w-full text-left text-sm max-md:block">
      <caption className="sr-only">Invoices</caption>
      <thead className="text-slate-700 max-md:hidden">
        <tr className="border-b border-slate-200">
          {headings.map((heading) => (
            <th key={heading} scope="col" className="px-2 py-2 font-semibold whitespace-nowrap first:pl-0">
              {heading}
            </th>
          ))}
        </tr>
      </thead>
      <tbody className="max-md:block max-md:space-y-3 md:divide-y md:divide-slate-100">
        {invoices.map((invoice) => {
          const standing = invoiceStanding(invoice);
          return (
            <tr key={invoice.id} className="align-top max-md:grid max-md:grid-cols-2 max-md:gap-3 max-md:rounded-lg max-md:border max-md:border-slate-200 max-md:p-3">
              <th scope="row" className="py-3 pr-2 text-left font-normal max-md:col-span-2 max-md:py-0">
                <span className="block font-semibold text-slate-900">{invoice.number}</span>
                <span className="block text-slate-600">{monthWords(invoice.month)}</span>
              </th>
              {showAccount && <Cell label="Account">{invoice.accountName}</Cell>}
              <Cell label="Jobs">{invoice.jobCount}</Cell>
              <Cell label="Total">
                <span className="font-semibold">{formatUsd(invoice.totalCents)}</span>
                {invoice.discountCents > 0 && (
                  <span className="block text-slate-600">
                    after {discountWords(invoice.discountBps)} off {formatUsd(invoice.subtotalCents)}
                  </span>
                )}
              </Cell>
              <Cell label="Due">{formatDay(invoice.dueAt)}</Cell>
              <Cell label="Status">
                <Badge tone={standing.tone}>{standing.label}</Badge>
                {invoice.paidAt && <span className="mt-1 block text-slate-600">{formatBusinessDateTime(invoice.paidAt)}</span>}
              </Cell>
              <Cell label="Files" className="max-md:col-span-2">
                <div className="flex flex-wrap gap-2">
                  <a href={fileUrl(invoice, 'pdf')} download className={buttonClasses('outline', 'sm')} aria-label={`Download ${invoice.number} as PDF`}>
                    PDF
                  </a>
                  <a href={fileUrl(invoice, 'csv')} download className={buttonClasses('outline', 'sm')} aria-label={`Download ${invoice.number} as CSV`}>
                    CSV
                  </a>
                  {markPaid && invoice.status === 'open' && <MarkPaidButton invoice={invoice} markPaid={markPaid} />}
                </div>
              </Cell>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}

function MarkPaidButton({ invoice, markPaid }: { invoice: InvoiceView; markPaid: (invoice: InvoiceView) => Promise<unknown> }) {
  const [confirming, setConfirming] = useState(false);
  const [pending, setPending] = useState(false);

  async function confirm() {
    setPending(true);
    try {
      await markPaid(invoice);
      toast.success('Invoice Paid', { description: `${invoice.number} is marked paid.` });
      setConfirming(false);
    } catch (error) {
      if (!isApiError(error, 401)) toast.error('Invoice Not Marked Paid', { description: isApiError(error) && error.isClientError ? error.message : 'Please try again.' });
    } finally {
      setPending(false);
    }
  }

  return (
    <>
      <Button size="sm" onClick={() => setConfirming(true)} aria-label={`Mark ${invoice.number} paid`}>
        Mark Paid
      </Button>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={`Mark ${invoice.number} paid?`}
        description={`${invoice.accountName} paid ${formatUsd(invoice.totalCents)} for ${monthWords(invoice.month)}.`}
        confirmLabel="Mark Paid"
        pendingLabel="Saving..."
        pending={pending}
        onConfirm={() => void confirm()}
      />
    </>
  );
}

function Cell({ label, className = '', children }: { label: string; className?: string; children: ReactNode }) {
  return (
    <td className={`py-3 text-slate-900 max-md:py-0 md:px-2 ${className}`}>
      <span className={cellLabel}>{label}</span>
      {children}
    </td>
  );
}
