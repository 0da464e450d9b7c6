import type { DemandInsightsView, InsightsQuery } from '@contracts/insights-views';
import { lazy, Suspense, useId, useMemo } from 'react';
import { Skeleton } from '@/components/ui/skeleton';
import { useInsightsView } from '../api/get-insights';
import { countCell, emptyCell, shareCell, textCell, type DataSet } from '../lib/data-set';
import { classLabel, demandClasses } from '../lib/demand-scale';
import { formatCount } from '../lib/insight-format';
import { PALETTE } from '../lib/palette';
import { ChartFigure } from './chart-figure';
import { FIRST_ROWS } from './first-rows';
import { InsightSection } from './insight-section';
import { shareOf } from '@domain/shares';

/** Leaflet comes with the map alone, after the page's own figures. */
const DemandMap = lazy(() => import('./demand-map'));

const plural = (count: number, noun: string) => `${formatCount(count)} ${count === 1 ? noun : `${noun}s`}`;

/** Where the requests came from, on a map of hexagons, and where the lost ones were. */
export function DemandSection({ query, enabled }: { query: InsightsQuery; enabled: boolean }) {
  const result = useInsightsView('demand', query, enabled);
  return (
    <InsightSection
      title="Demand"
      description="Where the requests came from, by area of about 36 km², and where the lost ones were picked up."
      result={result}
      loadFailed="Failed to load the demand map"
      isEmpty={(view) => view.mapped + view.unmapped === 0}
      emptyText="No requests in this period"
    >
      {(view) => <DemandFigure view={view} />}
    </InsightSection>
  );
}

function DemandFigure({ view }: { view: DemandInsightsView }) {
  const summaryId = useId();
  const busiest = view.cells[0];
  const classes = useMemo(() => demandClasses(Math.max(0, ...view.cells.map((cell) => cell.requests))), [view.cells]);
  const lostTotal = view.cells.reduce((sum, cell) => sum + cell.lost, 0);
  const label = `Map of requests by area: ${plural(view.mapped, 'request')} in ${plural(view.cells.length, 'area')}${
    busiest ? `, the busiest near ${busiest.near} (${plural(busiest.requests, 'request')})` : ''
  }; ${plural(lostTotal, 'lost request')}`;
  const data: DataSet = {
    caption: 'Requests by area',
    file: 'demand',
    firstRows: FIRST_ROWS,
    columns: [
      { label: 'Area' },
      { label: 'County' },
      { label: 'Requests', numeric: true },
      { label: 'Lost', numeric: true },
      { label: 'Lost share', csvLabel: 'Lost (%)', numeric: true },
    ],
    rows: view.cells.map((cell) => [
      textCell(`Near ${cell.near}`),
      cell.county ? textCell(cell.county) : emptyCell(),
      countCell(cell.requests),
      countCell(cell.lost),
      shareCell(shareOf(cell.lost, cell.requests)),
    ]),
  };
  const shownLost = view.lostPoints.length < view.lostPointsTotal ? ` The map shows the newest ${formatCount(view.lostPoints.length)} of ${formatCount(view.lostPointsTotal)} lost pickups.` : '';

  return (
    <ChartFigure title="Requests by area" note="Darker hexagons had more requests; orange dots are the pickup points of lost requests." data={data} range={view.range}>
      <Suspense fallback={<Skeleton className="h-80 w-full sm:h-[28rem]" />}>
        <DemandMap cells={view.cells} lostPoints={view.lostPoints} classes={classes} label={label} describedBy={summaryId} />
      </Suspense>
      <ul aria-label="Map legend" className="flex flex-wrap gap-x-4 gap-y-1 text-sm text-slate-700">
        {classes.map((entry) => (
          <li key={entry.from} className="inline-flex items-center gap-1.5">
            <span aria-hidden="true" className="size-3.5 rounded-sm border border-blue-900/40" style={{ backgroundColor: entry.color }} />
            {classLabel(entry)}
          </li>
        ))}
        <li className="inline-flex items-center gap-1.5">
          <span aria-hidden="true" className="size-2.5 rounded-full border border-black" style={{ backgroundColor: PALETTE.orange }} />
          Lost request (pickup point)
        </li>
      </ul>
      <p id={summaryId} className="text-sm text-slate-700">
        {plural(view.mapped, 'request')} on the map.{' '}
        {view.unmapped === 0 ? 'Every request had a pickup point.' : `${plural(view.unmapped, 'request')} had no pickup point and ${view.unmapped === 1 ? 'is' : 'are'} not on the map.`}
        {shownLost}
      </p>
    </ChartFigure>
  );
}
