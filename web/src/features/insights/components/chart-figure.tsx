import type { InsightsRangeView } from '@contracts/insights-views';
import { useId, useState, type ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { ChevronDownIcon } from '@/components/ui/icons';
import { cn } from '@/lib/cn';
import { downloadCsv, type DataSet } from '../lib/data-set';
import { DataTable } from './data-table';

type ChartFigureProps = {
  title: string;
  /** A line under the title: what is counted, and how. */
  note?: ReactNode;
  data: DataSet;
  range: InsightsRangeView;
  /** The chart; without it the table is shown alone, always. */
  children?: ReactNode;
  /** The children are the table itself (one to sort): nothing to toggle. */
  childrenAreTable?: boolean;
};

/**
 * A chart with its title, and its numbers: a table shown on asking, and the same rows as a CSV file.
 * The buttons' names begin with their words and add the chart's title, for a screen reader listing a section's buttons.
 */
export function ChartFigure({ title, note, data, range, children, childrenAreTable = false }: ChartFigureProps) {
  const tableId = useId();
  const titleId = useId();
  const [open, setOpen] = useState(false);
  const chart = children !== undefined && !childrenAreTable;
  return (
    // The title sits beside the buttons, not as the figure's first child, so it names the figure by reference.
    <figure aria-labelledby={titleId} className="min-w-0 space-y-3">
      <div className="flex flex-col gap-2 sm:flex-row sm:items-start sm:justify-between sm:gap-4">
        <div className="min-w-0 sm:flex-1">
          <p id={titleId} className="font-semibold text-slate-900">
            {title}
          </p>
          {note && <p className="text-sm text-slate-600">{note}</p>}
        </div>
        <div className="flex shrink-0 flex-wrap gap-2">
          {chart && (
            <Button variant="outline" size="sm" aria-label={`Show as table: ${title}`} aria-expanded={open} aria-controls={tableId} onClick={() => setOpen(!open)}>
              Show as table
              <ChevronDownIcon aria-hidden="true" className={cn('size-4 transition-transform motion-reduce:transition-none', open && 'rotate-180')} />
            </Button>
          )}
          <Button variant="outline" size="sm" aria-label={`Download CSV: ${title}`} onClick={() => downloadCsv(data, range)}>
            Download CSV
          </Button>
        </div>
      </div>
      {children}
      {chart ? (
        <div id={tableId} hidden={!open}>
          {open && <DataTable data={data} />}
        </div>
      ) : (
        !childrenAreTable && <DataTable data={data} />
      )}
    </figure>
  );
}
