import type { InsightsQuery, ProviderInsightRowView, ProvidersInsightsView } from '@contracts/insights-views';
import { useState } from 'react';
import { cn } from '@/lib/cn';
import { paths } from '@/lib/paths';
import { useInsightsView } from '../api/get-insights';
import { countCell, minutesCell, shareCell, textCell, type DataCell, type DataColumn, type DataSet } from '../lib/data-set';
import { formatRating } from '../lib/insight-format';
import { ChartFigure } from './chart-figure';
import { FIRST_ROWS, ShowAllRows, useFirstRows } from './first-rows';
import { DataRow, TABLE_CLASS } from './data-table';
import { InsightSection } from './insight-section';

type SortKey = 'providerName' | 'offers' | 'acceptanceRate' | 'medianResponseSeconds' | 'onTimeRate' | 'averageRating' | 'jobs';
type Direction = 'ascending' | 'descending';

const COLUMNS: ReadonlyArray<DataColumn & { key: SortKey; cell: (row: ProviderInsightRowView) => DataCell; first: Direction }> = [
  { key: 'providerName', label: 'Provider', first: 'ascending', cell: (row) => textCell(row.providerName, paths.adminProviders) },
  { key: 'offers', label: 'Offers', numeric: true, first: 'descending', cell: (row) => countCell(row.offers) },
  { key: 'acceptanceRate', label: 'Acceptance rate', csvLabel: 'Acceptance rate (%)', numeric: true, first: 'descending', cell: (row) => shareCell(row.acceptanceRate) },
  {
    key: 'medianResponseSeconds',
    label: 'Median response',
    csvLabel: 'Median response (min)',
    numeric: true,
    // The quickest first: a shorter response is the better one.
    first: 'ascending',
    cell: (row) => minutesCell(row.medianResponseSeconds),
  },
  { key: 'onTimeRate', label: 'On-time rate', csvLabel: 'On-time rate (%)', numeric: true, first: 'descending', cell: (row) => shareCell(row.onTimeRate) },
  {
    key: 'averageRating',
    label: 'Rating',
    csvLabel: 'Average rating (of 5)',
    numeric: true,
    first: 'descending',
    cell: (row) => (row.averageRating === null ? { text: formatRating(null), csv: '' } : { text: formatRating(row.averageRating), csv: row.averageRating.toFixed(1) }),
  },
  { key: 'jobs', label: 'Jobs', numeric: true, first: 'descending', cell: (row) => countCell(row.jobs) },
];

/** Rows in the order asked; a provider with no figure for the column goes last either way. */
function sorted(rows: readonly ProviderInsightRowView[], key: SortKey, direction: Direction): ProviderInsightRowView[] {
  const sign = direction === 'ascending' ? 1 : -1;
  return [...rows].sort((a, b) => {
    const [left, right] = [a[key], b[key]];
    if (left === null || right === null) return left === right ? 0 : left === null ? 1 : -1;
    const order = typeof left === 'string' ? left.localeCompare(right as string) : left - (right as number);
    return order * sign || a.providerName.localeCompare(b.providerName);
  });
}

/** How each provider answers offers and keeps promises: a table to sort by any column. */
export function ProvidersSection({ query, enabled }: { query: InsightsQuery; enabled: boolean }) {
  const result = useInsightsView('providers', query, enabled);
  return (
    <InsightSection
      title="Providers"
      description="Each provider with an offer or a job in the period."
      result={result}
      loadFailed="Failed to load the providers' figures"
      isEmpty={(view) => view.providers.length === 0}
      emptyText="No provider had an offer or a job in this period"
    >
      {(view) => <ProvidersTable view={view} />}
    </InsightSection>
  );
}

function ProvidersTable({ view }: { view: ProvidersInsightsView }) {
  const [sort, setSort] = useState<{ key: SortKey; direction: Direction } | null>(null);
  // Until a column is chosen, the server's order: most jobs first.
  const rows = sort ? sorted(view.providers, sort.key, sort.direction) : view.providers;
  const data: DataSet = { caption: 'Providers', file: 'providers', columns: [...COLUMNS], rows: rows.map((row) => COLUMNS.map((column) => column.cell(row))) };
  const { shown, hidden, showAll } = useFirstRows(data.rows, FIRST_ROWS);
  const choose = (column: (typeof COLUMNS)[number]) =>
    setSort((current) =>
      current?.key === column.key
        ? { key: column.key, direction: current.direction === 'ascending' ? 'descending' : 'ascending' }
        : { key: column.key, direction: column.first },
    );

  return (
    <ChartFigure title="Providers" note="Acceptance counts the offers answered or expired. Choose a column's heading to sort by it." data={data} range={view.range} childrenAreTable>
      <div role="region" aria-label="Providers table" tabIndex={0} className="overflow-x-auto rounded-lg border border-slate-200 focus-visible:outline-2 focus-visible:outline-brand-600">
        <table className={TABLE_CLASS}>
          <caption className="px-3 py-2 text-left text-sm font-semibold text-slate-900">
            Providers{sort ? `, sorted by ${COLUMNS.find((column) => column.key === sort.key)?.label.toLowerCase()} (${sort.direction})` : ', most jobs first'}
          </caption>
          <thead className="border-y border-slate-200 bg-slate-50">
            <tr>
              {COLUMNS.map((column) => (
                <th key={column.key} scope="col" aria-sort={sort?.key === column.key ? sort.direction : 'none'} className={cn('p-0 font-semibold whitespace-nowrap text-slate-700', column.numeric && 'text-right')}>
                  <button
                    type="button"
                    onClick={() => choose(column)}
                    className={cn(
                      'inline-flex w-full items-center gap-1 px-3 py-2 font-semibold whitespace-nowrap hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-brand-600',
                      column.numeric && 'justify-end',
                    )}
                  >
                    {column.label}
                    <span aria-hidden="true" className="text-xs text-slate-500">
                      {sort?.key === column.key ? (sort.direction === 'ascending' ? '▲' : '▼') : '↕'}
                    </span>
                  </button>
                </th>
              ))}
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100">
            {shown.map((row, index) => (
              <DataRow key={rows[index]?.providerId ?? index} row={row} columns={data.columns} />
            ))}
          </tbody>
        </table>
        <ShowAllRows hidden={hidden} total={data.rows.length} onShow={showAll} />
      </div>
    </ChartFigure>
  );
}
