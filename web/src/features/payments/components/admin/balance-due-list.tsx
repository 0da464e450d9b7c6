import type { BalanceDueView } from '@contracts/payment-views';
import { formatUsd } from '@domain/money';
import { Link } from 'react-router-dom';
import { formatBusinessDateTime, formatPhone } from '@/lib/display-format';
import { paths } from '@/lib/paths';

const HEADERS = ['Customer', 'Provider', 'Balance', 'Completed', 'Reminded', ''] as const;

/**
 * The card balances still unpaid after their reminder, for the dispatcher to chase: a table on desktop,
 * cards on a phone; each opens its request.
 */
export function BalanceDueList({ rows }: { rows: readonly BalanceDueView[] }) {
  if (rows.length === 0) {
    return <p className="rounded-xl border border-dashed border-slate-300 bg-slate-50 px-4 py-6 text-center text-slate-600">No balances are overdue.</p>;
  }
  return (
    <>
      <div className="hidden overflow-x-auto rounded-xl border border-slate-200 bg-white shadow-sm md:block">
        <table className="w-full text-left text-sm">
          <thead className="border-b border-slate-200 bg-slate-50 text-slate-600">
            <tr>
              {HEADERS.map((header, index) => (
                <th key={index} scope="col" className={`px-3 py-2 font-semibold whitespace-nowrap ${header === 'Balance' ? 'text-right' : ''}`}>
                  {header || <span className="sr-only">Request</span>}
                </th>
              ))}
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100">
            {rows.map((row) => (
              <tr key={row.requestId}>
                <td className="px-3 py-2 whitespace-nowrap">
                  <a href={`tel:${row.phone}`} className="underline-offset-2 hover:underline">
                    {formatPhone(row.phone)}
                  </a>
                </td>
                <td className="px-3 py-2">{row.providerName ?? '—'}</td>
                <td className="px-3 py-2 text-right font-semibold tabular-nums">{formatUsd(row.balanceCents)}</td>
                <td className="px-3 py-2 whitespace-nowrap">{formatBusinessDateTime(row.completedAt)}</td>
                <td className="px-3 py-2 whitespace-nowrap">{formatBusinessDateTime(row.remindedAt)}</td>
                <td className="px-3 py-2 text-right whitespace-nowrap">
                  <Link to={paths.adminRequest(row.requestId)} className="font-medium text-brand-700 underline underline-offset-2">
                    Open Request
                  </Link>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <ul className="grid gap-3 md:hidden">
        {rows.map((row) => (
          <li key={row.requestId} className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
            <div className="flex flex-wrap items-baseline justify-between gap-x-2">
              <a href={`tel:${row.phone}`} className="font-semibold text-slate-900 underline-offset-2 hover:underline">
                {formatPhone(row.phone)}
              </a>
              <span className="font-semibold tabular-nums text-slate-900">{formatUsd(row.balanceCents)}</span>
            </div>
            <p className="mt-1 text-sm break-words text-slate-700">{row.providerName ?? 'No provider'}</p>
            <p className="text-sm text-slate-600">Completed {formatBusinessDateTime(row.completedAt)}</p>
            <p className="text-sm text-slate-600">Reminded {formatBusinessDateTime(row.remindedAt)}</p>
            <Link to={paths.adminRequest(row.requestId)} className="mt-2 inline-block font-medium text-brand-700 underline underline-offset-2">
              Open Request
            </Link>
          </li>
        ))}
      </ul>
    </>
  );
}
