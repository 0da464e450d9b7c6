import type { InsightsQuery, PromisesInsightsView } from '@contracts/insights-views';
import { ETA_ERROR_BUCKETS } from '@domain/insights';
import * as Plot from '@observablehq/plot';
import { useCallback, useMemo } from 'react';
import { paths } from '@/lib/paths';
import { useInsightsView } from '../api/get-insights';
import { countCell, shareCell, textCell, type DataSet } from '../lib/data-set';
import { csvMinutes, formatCount, formatDollars, formatEtaError, formatShare } from '../lib/insight-format';
import { PALETTE } from '../lib/palette';
import { BOTTOM_AXIS, BOTTOM_LABEL_OFFSET, countTicks, LEGEND, NARROW, PLOT_STYLE } from '../lib/plot-style';
import { ChartFigure } from './chart-figure';
import { FIRST_ROWS } from './first-rows';
import { InsightSection } from './insight-section';
import { PlotChart } from './plot-chart';
import { Tiles } from './tiles';

const KINDS = ['Early', 'Within the 5-min grace', 'Late'] as const;
const KIND_COLORS = [PALETTE.blue, PALETTE.sky, PALETTE.orange];

/** A bucket of arrival minus promise: early, late but within the grace, or late. */
const kindOf = (index: number): (typeof KINDS)[number] => {
  const upTo = ETA_ERROR_BUCKETS[index]?.upTo;
  if (upTo === undefined || upTo === null || upTo > 5) return KINDS[2];
  return upTo <= 0 ? KINDS[0] : KINDS[1];
};

/** Whether trucks came when we said they would: on time, by how much they missed, and who slipped. */
export function PromisesSection({ query, enabled }: { query: InsightsQuery; enabled: boolean }) {
  const result = useInsightsView('promises', query, enabled);
  return (
    <InsightSection
      title="Promises"
      description="Arrivals against the time the customer was promised, with a 5-minute grace."
      result={result}
      loadFailed="Failed to load the promises"
      isEmpty={(view) => view.arrivals === 0 && view.slipsTexted === 0 && view.lateRefunds === 0}
      emptyText="No promised arrivals in this period"
    >
      {(view) => (
        <>
          <Tiles
            tiles={[
              { label: 'On time', value: formatShare(view.onTimeRate), note: `${formatCount(view.onTime)} of ${formatCount(view.arrivals)} arrivals` },
              { label: 'Median ETA error', value: formatEtaError(view.medianErrorSeconds), note: 'Arrival against the promise' },
              { label: 'Slips texted', value: formatCount(view.slipsTexted), note: 'Customers texted a new time' },
              { label: 'Late refunds', value: formatCount(view.lateRefunds), note: `${formatDollars(view.lateRefundCents)} refunded` },
            ]}
          />
          <EtaErrors view={view} />
          <ProviderPromises view={view} />
        </>
      )}
    </InsightSection>
  );
}

function EtaErrors({ view }: { view: PromisesInsightsView }) {
  const buckets = useMemo(() => view.errorBuckets.map((bucket, index) => ({ ...bucket, kind: kindOf(index) })), [view.errorBuckets]);
  const late = buckets.filter((bucket) => bucket.kind === 'Late').reduce((sum, bucket) => sum + bucket.arrivals, 0);
  const data: DataSet = {
    caption: 'Arrival against the promise',
    file: 'promises-eta-error',
    columns: [{ label: 'Arrival against the promise' }, { label: 'Arrivals', numeric: true }],
    rows: buckets.map((bucket) => [textCell(bucket.label), countCell(bucket.arrivals)]),
  };
  const label = `Arrival against the promise, ${formatCount(view.arrivals)} arrivals: ${buckets
    .map((bucket) => `${bucket.label.toLowerCase()} ${formatCount(bucket.arrivals)}`)
    .join(', ')}; ${formatCount(late)} late beyond the grace`;
  const draw = useCallback(
    (width: number) =>
      Plot.plot({
        width,
        height: buckets.length * 30 + 80,
        marginLeft: width < NARROW ? 150 : 170,
        marginRight: 40,
        ...BOTTOM_AXIS,
        style: PLOT_STYLE,
        y: { label: null, domain: buckets.map((bucket) => bucket.label) },
        x: { label: 'Arrivals', labelOffset: BOTTOM_LABEL_OFFSET, grid: true, labelArrow: 'none', tickFormat: formatCount, ticks: countTicks(Math.max(...buckets.map((bucket) => bucket.arrivals)), width < NARROW ? 4 : 8) },
        color: { domain: [...KINDS], range: KIND_COLORS, ...LEGEND },
        marks: [
          Plot.barX(buckets, { y: 'label', x: 'arrivals', fill: 'kind', title: (bucket) => `${bucket.label}: ${formatCount(bucket.arrivals)} arrivals` }),
          Plot.text(buckets, { y: 'label', x: 'arrivals', text: (bucket) => formatCount(bucket.arrivals), textAnchor: 'start', dx: 4, fill: 'currentColor' }),
          Plot.ruleX([0]),
        ],
      }),
    [buckets],
  );
  return (
    <ChartFigure title="Arrival against the promise" note="How many minutes before or after the promised time each provider arrived." data={data} range={view.range}>
      <PlotChart label={label} draw={draw} />
    </ChartFigure>
  );
}

function ProviderPromises({ view }: { view: PromisesInsightsView }) {
  const data: DataSet = {
    caption: 'Promises by provider',
    file: 'promises-providers',
    firstRows: FIRST_ROWS,
    columns: [
      { label: 'Provider' },
      { label: 'Arrivals', numeric: true },
      { label: 'On time', numeric: true },
      { label: 'On-time rate', csvLabel: 'On-time rate (%)', numeric: true },
      { label: 'Median ETA error', csvLabel: 'Median ETA error (min, negative is early)', numeric: true },
      { label: 'Slips texted', numeric: true },
      { label: 'Late refunds', numeric: true },
    ],
    rows: view.providers.map((row) => [
      textCell(row.providerName, paths.adminProviders),
      countCell(row.arrivals),
      countCell(row.onTime),
      shareCell(row.onTimeRate),
      { text: formatEtaError(row.medianErrorSeconds), csv: csvMinutes(row.medianErrorSeconds) },
      countCell(row.slipsTexted),
      countCell(row.lateRefunds),
    ]),
  };
  return (
    <ChartFigure title="Promises by provider" note="Providers with at least one promised arrival, most arrivals first." data={data} range={view.range} />
  );
}

