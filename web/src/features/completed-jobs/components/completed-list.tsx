import type { CompletedJobRow } from '@contracts/completed-views';
import { formatUsd } from '@domain/money';
import { Link, useNavigate } from 'react-router-dom';
import { formatDateTime, formatPhone } from '@/lib/display-format';
import { paths } from '@/lib/paths';
import { serviceTypeLabel } from '@/lib/service-type-label';
import { BALANCE_PAID_WORDS } from '../lib/balance-paid';
import { ArrivalOutcome } from './arrival-outcome';

const HEADERS = ['Date', 'Customer', 'Provider', 'Service', 'Vehicle', 'Final Price', 'Commission', 'Provider Payout', 'Balance', 'Rating', 'Arrival'] as const;

/**
 * Spec §2: a table on desktop, cards on a phone; a row opens the job's record. Each job says how its
 * balance was paid (on site, or by card through us, or still due by card) and the tip added by card.
 */
export function CompletedList({ rows }: { rows: readonly CompletedJobRow[] }) {
  const navigate = useNavigate();
  if (rows.length === 0) {
    return <p className="rounded-xl border border-dashed border-slate-300 bg-slate-50 px-4 py-12 text-center text-slate-600">No completed jobs yet</p>;
  }
  return (
    <>
      <div className="hidden overflow-x-auto rounded-xl border border-slate-200 bg-white shadow-sm md:block">
        <table className="w-full text-left text-sm">
          <thead className="border-b border-slate-200 bg-slate-50 text-slate-600">
            <tr>
              {HEADERS.map((header) => (
                <th key={header} scope="col" className="px-3 py-2 font-semibold whitespace-nowrap">
                  {header}
                </th>
              ))}
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100">
            {rows.map((row) => (
              <tr key={row.id} onClick={() => void navigate(paths.adminCompleted(row.id))} className="cursor-pointer hover:bg-slate-50">
                <td className="px-3 py-2 whitespace-nowrap">
                  <Link to={paths.adminCompleted(row.id)} className="font-medium text-brand-700 underline-offset-2 hover:underline">
                    {formatDateTime(row.completedAt)}
                  </Link>
                </td>
                <td className="px-3 py-2 whitespace-nowrap">{formatPhone(row.customerPhone)}</td>
                <td className="px-3 py-2">{row.providerName ?? '—'}</td>
                <td className="px-3 py-2">{serviceTypeLabel(row.serviceType)}</td>
                <td className="px-3 py-2">{row.vehicle || '—'}</td>
                <td className="px-3 py-2 text-right tabular-nums">{formatUsd(row.finalPriceCents)}</td>
                <td className="px-3 py-2 text-right tabular-nums">{formatUsd(row.commissionCents)}</td>
                <td className="px-3 py-2 text-right tabular-nums">{formatUsd(row.payoutCents)}</td>
                <td className="px-3 py-2 whitespace-nowrap">
                  <span className={row.balancePaid === 'card_due' ? 'font-medium text-amber-800' : undefined}>{BALANCE_PAID_WORDS[row.balancePaid]}</span>
                  {row.tipCents > 0 && <span className="block text-xs text-slate-600 tabular-nums">Tip {formatUsd(row.tipCents)}</span>}
                </td>
                <td className="px-3 py-2">{row.rating == null ? '—' : `${row.rating} ★`}</td>
                <td className="px-3 py-2 whitespace-nowrap">
                  <ArrivalOutcome lateByMinutes={row.lateByMinutes} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <ul className="grid gap-3 md:hidden">
        {rows.map((row) => (
          <li key={row.id}>
            <Link to={paths.adminCompleted(row.id)} className="block rounded-xl border border-slate-200 bg-white p-4 shadow-sm hover:border-brand-300">
              <div className="flex items-baseline justify-between gap-2">
                <span className="font-semibold text-slate-900">{serviceTypeLabel(row.serviceType)}</span>
                <span className="font-semibold tabular-nums text-slate-900">{formatUsd(row.finalPriceCents)}</span>
              </div>
              <p className="text-sm text-slate-600">{formatDateTime(row.completedAt)}</p>
              <p className="mt-1 text-sm text-slate-700">
                {formatPhone(row.customerPhone)} · {row.providerName ?? 'No provider'}
                {row.vehicle ? ` · ${row.vehicle}` : ''}
              </p>
              <p className="mt-2 text-sm text-slate-700 tabular-nums">
                Commission {formatUsd(row.commissionCents)} · Provider {formatUsd(row.payoutCents)} · Balance {BALANCE_PAID_WORDS[row.balancePaid].toLowerCase()}
                {row.tipCents > 0 ? ` · Tip ${formatUsd(row.tipCents)}` : ''}
                {row.rating != null ? ` · ${row.rating} ★` : ''}
              </p>
              {row.lateByMinutes !== null && (
                <p className="mt-1 text-sm">
                  <ArrivalOutcome lateByMinutes={row.lateByMinutes} />
                </p>
              )}
            </Link>
          </li>
        ))}
      </ul>
    </>
  );
}
