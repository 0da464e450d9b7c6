import { CANCELLATION_CAUSE_WORDS, type CompletedTripFeeRow } from '@contracts/completed-views';
import { formatUsd } from '@domain/money';
import { useId } from 'react';
import { Link } from 'react-router-dom';
import { requestCode } from '@/features/admin-requests';
import { formatDateTime } from '@/lib/display-format';
import { paths } from '@/lib/paths';

const HEADERS = ['Date', 'Request', 'Provider', 'Cancellation', 'Deposit', 'Trip Fee'] as const;
const MONEY = new Set<string>(['Deposit', 'Trip Fee']);

/**
 * The trip fees credited in the period: jobs the customer cancelled, refused at the car or was gone from
 * after the provider set off, and what of the deposit went to the provider. A table on desktop, cards on
 * a phone; each opens the request.
 */
export function TripFeesList({ rows, totalCents }: { rows: readonly CompletedTripFeeRow[]; totalCents: number }) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="space-y-3">
      <div>
        <h3 id={headingId} className="text-lg font-semibold text-slate-900">
          Trip fees ({rows.length})
        </h3>
        <p className="text-sm text-slate-600">
          Paid to the provider from the deposit when the customer cancelled, refused service at the car or was gone on arrival after the
          provider set off. Not counted in Revenue, Commission or Provider above.
          {rows.length > 0 && <span className="font-semibold text-slate-900 tabular-nums"> {formatUsd(totalCents)} in all.</span>}
        </p>
      </div>
      {rows.length === 0 ? (
        <p className="rounded-xl border border-dashed border-slate-300 bg-slate-50 px-4 py-8 text-center text-slate-600">No trip fees in this period</p>
      ) : (
        <>
          <div className="hidden overflow-x-auto rounded-xl border border-slate-200 bg-white shadow-sm md:block">
            <table className="w-full text-left text-sm">
              <thead className="border-b border-slate-200 bg-slate-50 text-slate-600">
                <tr>
                  {HEADERS.map((header) => (
                    <th key={header} scope="col" className={`px-3 py-2 font-semibold whitespace-nowrap ${MONEY.has(header) ? 'text-right' : ''}`}>
                      {header}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody className="divide-y divide-slate-100">
                {rows.map((row) => (
                  <tr key={row.id}>
                    <td className="px-3 py-2 whitespace-nowrap">{formatDateTime(row.creditedAt)}</td>
                    <td className="px-3 py-2 whitespace-nowrap">
                      <Link to={paths.adminRequest(row.id)} className="font-medium text-brand-700 underline-offset-2 hover:underline">
                        #{requestCode(row)}
                      </Link>
                    </td>
                    <td className="px-3 py-2">{row.providerName ?? '—'}</td>
                    <td className="px-3 py-2">{CANCELLATION_CAUSE_WORDS[row.cause]}</td>
                    <td className="px-3 py-2 text-right tabular-nums">{formatUsd(row.depositCents)}</td>
                    <td className="px-3 py-2 text-right font-semibold tabular-nums">{formatUsd(row.tripFeeCents)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <ul className="grid gap-3 md:hidden">
            {rows.map((row) => (
              <li key={row.id}>
                <Link to={paths.adminRequest(row.id)} className="block rounded-xl border border-slate-200 bg-white p-4 shadow-sm hover:border-brand-300">
                  <div className="flex flex-wrap items-baseline justify-between gap-x-2">
                    <span className="font-semibold text-slate-900">#{requestCode(row)}</span>
                    <span className="font-semibold tabular-nums text-slate-900">Trip fee {formatUsd(row.tripFeeCents)}</span>
                  </div>
                  <p className="text-sm text-slate-600">{formatDateTime(row.creditedAt)}</p>
                  <p className="mt-1 text-sm break-words text-slate-700">
                    {CANCELLATION_CAUSE_WORDS[row.cause]} · {row.providerName ?? 'No provider'}
                  </p>
                  <p className="mt-1 text-sm text-slate-700 tabular-nums">Deposit {formatUsd(row.depositCents)}</p>
                </Link>
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}
