import { Link } from 'react-router-dom';
import { cn } from '@/lib/cn';
import type { DataCell, DataColumn, DataSet } from '../lib/data-set';
import { ShowAllRows, useFirstRows } from './first-rows';

export const TABLE_CLASS = 'w-full text-left text-sm tabular-nums';
export const TH_CLASS = 'px-3 py-2 font-semibold whitespace-nowrap text-slate-700';
export const TD_CLASS = 'px-3 py-2 whitespace-nowrap text-slate-900';
export const LINK_CLASS = 'font-medium text-brand-700 underline underline-offset-2 hover:text-brand-800';

export function CellContent({ cell }: { cell: DataCell }) {
  return cell.href ? (
    <Link to={cell.href} className={LINK_CLASS}>
      {cell.text}
    </Link>
  ) : (
    cell.text
  );
}

/** One row of a chart's table: its first cell heads it, numbers align right. */
export function DataRow({ row, columns }: { row: DataCell[]; columns: readonly DataColumn[] }) {
  return (
    <tr>
      {row.map((cell, column) =>
        column === 0 ? (
          <th key={column} scope="row" className={cn(TD_CLASS, 'font-medium')}>
            <CellContent cell={cell} />
          </th>
        ) : (
          <td key={column} className={cn(TD_CLASS, columns[column]?.numeric && 'text-right')}>
            <CellContent cell={cell} />
          </td>
        ),
      )}
    </tr>
  );
}

/**
 * A chart's numbers as a table: its caption names it, the first cell of each row heads the row. It scrolls
 * sideways on its own on a phone, and takes the keyboard's focus so the keys can scroll it.
 */
export function DataTable({ data, className }: { data: DataSet; className?: string }) {
  const { shown, hidden, showAll } = useFirstRows(data.rows, data.firstRows);
  return (
    <div role="region" aria-label={data.caption} tabIndex={0} className={cn('overflow-x-auto rounded-lg border border-slate-200 focus-visible:outline-2 focus-visible:outline-brand-600', className)}>
      <table className={TABLE_CLASS}>
        <caption className="px-3 py-2 text-left text-sm font-semibold text-slate-900">{data.caption}</caption>
        <thead className="border-y border-slate-200 bg-slate-50">
          <tr>
            {data.columns.map((column) => (
              <th key={column.label} scope="col" className={cn(TH_CLASS, column.numeric && 'text-right')}>
                {column.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {shown.map((row, index) => (
            <DataRow key={`${row[0]?.csv}-${index}`} row={row} columns={data.columns} />
          ))}
        </tbody>
      </table>
      <ShowAllRows hidden={hidden} total={data.rows.length} onShow={showAll} />
    </div>
  );
}
