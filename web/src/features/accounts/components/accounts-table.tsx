import type { BusinessAccountView } from '@contracts/account-views';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { formatPhone } from '@/lib/display-format';
import { accountPaths } from '../account-paths';
import { discountWords, PRICING_LABELS, TERMS_LABELS } from '../lib/account-words';
import { MonthCharges } from './month-charges';

/** Shown only where the table is a card per account; from 768 px the column headings name each cell. */
const cellLabel = 'block text-xs font-medium text-slate-600 md:hidden';

/** A table from 768 px; below, each account is a card of its own (the staff list's pattern). */
export function AccountsTable({ accounts }: { accounts: readonly BusinessAccountView[] }) {
  if (accounts.length === 0) {
    return <p className="text-sm text-slate-600">No business accounts yet.</p>;
  }
  return (
    <table className="w-full text-left text-sm max-md:block">
      <caption className="sr-only">Business accounts</caption>
      <thead className="text-slate-700 max-md:hidden">
        <tr className="border-b border-slate-200">
          {['Account', 'Billing contact', 'Terms', 'Pricing', 'This month'].map((heading) => (
            <th key={heading} scope="col" className="px-2 py-2 font-semibold whitespace-nowrap first:pl-0">
              {heading}
            </th>
          ))}
        </tr>
      </thead>
      <tbody className="max-md:block max-md:space-y-3 md:divide-y md:divide-slate-100">
        {accounts.map((account) => (
          <tr key={account.id} className="align-top max-md:grid max-md:grid-cols-2 max-md:gap-3 max-md:rounded-lg max-md:border max-md:border-slate-200 max-md:p-3">
            <th scope="row" className="py-3 pr-2 text-left font-normal max-md:col-span-2 max-md:py-0">
              <Link to={accountPaths.account(account.id)} className="font-semibold break-words text-brand-700 underline underline-offset-2 hover:text-brand-800">
                {account.name}
              </Link>
            </th>
            <Cell label="Billing contact">
              <span className="block text-slate-900">{account.billingName}</span>
              <span className="block whitespace-nowrap text-slate-600">{formatPhone(account.billingPhone)}</span>
            </Cell>
            <Cell label="Terms">
              {TERMS_LABELS[account.termsDays]}
              {account.discountBps > 0 && <span className="block text-slate-600">{discountWords(account.discountBps)} off</span>}
            </Cell>
            <Cell label="Pricing">{PRICING_LABELS[account.pricing]}</Cell>
            <Cell label="This month" className="max-md:col-span-2">
              <MonthCharges monthChargesCents={account.monthChargesCents} creditLimitCents={account.creditLimitCents} />
            </Cell>
          </tr>
        ))}
      </tbody>
    </table>
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
