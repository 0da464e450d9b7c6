import type { InsightsQuery, MoneyInsightsView, MoneyWeekView } from '@contracts/insights-views';
import * as Plot from '@observablehq/plot';
import { useCallback, useMemo } from 'react';
import { serviceTypeLabel } from '@/lib/service-type-label';
import { useInsightsView } from '../api/get-insights';
import { countCell, dollarsCell, textCell, type DataSet } from '../lib/data-set';
import { formatCount, formatDay, formatDollars, formatShortDay } from '../lib/insight-format';
import { PALETTE } from '../lib/palette';
import { BOTTOM_AXIS, BOTTOM_LABEL_OFFSET, LEGEND, NARROW, PLOT_STYLE } from '../lib/plot-style';
import { ChartFigure } from './chart-figure';
import { InsightSection } from './insight-section';
import { PlotChart } from './plot-chart';

type Amount = Exclude<keyof MoneyWeekView, 'weekStart'>;
const AMOUNTS: ReadonlyArray<{ key: Amount; label: string; color: string }> = [
  { key: 'revenueCents', label: 'Revenue', color: PALETTE.blue },
  { key: 'commissionCents', label: 'Commission', color: PALETTE.orange },
  { key: 'refundsCents', label: 'Refunds', color: PALETTE.pink },
  { key: 'feesCents', label: 'Fees kept', color: PALETTE.green },
  { key: 'tipsCents', label: 'Tips', color: PALETTE.sky },
];

const isQuiet = (view: MoneyInsightsView) => AMOUNTS.every(({ key }) => view.totals[key] === 0) && view.averagePrice.length === 0;

/** The money of the period by week, on the day it moved, and what each service sold for on average. */
export function MoneySection({ query, enabled }: { query: InsightsQuery; enabled: boolean }) {
  const result = useInsightsView('money', query, enabled);
  return (
    <InsightSection
      title="Money"
      description="Money on the day it moved: job prices, our commission, refunds, cancellation fees kept and tips."
      result={result}
      loadFailed="Failed to load the money figures"
      isEmpty={isQuiet}
      emptyText="No money moved in this period"
    >
      {(view) => (
        <>
          <MoneyByWeek view={view} />
          <AveragePrice view={view} />
        </>
      )}
    </InsightSection>
  );
}

function MoneyByWeek({ view }: { view: MoneyInsightsView }) {
  const bars = useMemo(
    () => view.weeks.flatMap((week) => AMOUNTS.map(({ key, label }) => ({ week: week.weekStart, amount: label, cents: week[key] }))),
    [view.weeks],
  );
  const data: DataSet = {
    caption: 'Money by week',
    file: 'money',
    columns: [{ label: 'Week of' }, ...AMOUNTS.map(({ label }) => ({ label, csvLabel: `${label} ($)`, numeric: true }))],
    rows: [
      ...view.weeks.map((week) => [textCell(formatDay(week.weekStart)), ...AMOUNTS.map(({ key }) => dollarsCell(week[key]))]),
      [textCell('Total'), ...AMOUNTS.map(({ key }) => dollarsCell(view.totals[key]))],
    ],
  };
  const label = `Money by week, ${formatCount(view.weeks.length)} ${view.weeks.length === 1 ? 'week' : 'weeks'}: ${AMOUNTS.map(
    ({ key, label: name }) => `${formatDollars(view.totals[key])} ${name.toLowerCase()}`,
  ).join(', ')} in all`;
  const draw = useCallback(
    (width: number) => {
      const narrow = width < NARROW;
      // A year has 53 weeks: label as many as fit, about one per 72 px.
      const every = Math.max(1, Math.ceil(view.weeks.length / Math.max(1, Math.floor(width / 72))));
      const position = new Map(view.weeks.map((week, index) => [week.weekStart, index]));
      const weekLabel = (week: string) => ((position.get(week) ?? 0) % every === 0 ? formatShortDay(week) : '');
      return Plot.plot({
        width,
        height: 290,
        marginLeft: 64,
        ...BOTTOM_AXIS,
        style: PLOT_STYLE,
        fx: { label: 'Week of (Monday)', labelOffset: BOTTOM_LABEL_OFFSET, domain: view.weeks.map((week) => week.weekStart), tickFormat: weekLabel, padding: narrow ? 0.1 : 0.2 },
        x: { axis: null, domain: AMOUNTS.map(({ label: name }) => name) },
        y: { label: 'Dollars ($)', grid: true, labelArrow: 'none', tickFormat: (dollars: number) => `$${formatCount(dollars)}`, ticks: 5 },
        color: { domain: AMOUNTS.map(({ label: name }) => name), range: AMOUNTS.map(({ color }) => color), ...LEGEND },
        marks: [
          Plot.barY(bars, { fx: 'week', x: 'amount', y: (bar) => bar.cents / 100, fill: 'amount', title: (bar) => `Week of ${formatDay(bar.week)}, ${bar.amount}: ${formatDollars(bar.cents)}` }),
          Plot.ruleY([0]),
        ],
      });
    },
    [bars, view.weeks],
  );
  return (
    <ChartFigure
      title="Money by week"
      note="Revenue is the price of the jobs completed; commission is our 15% of it. The first and last weeks may be partial."
      data={data}
      range={view.range}
    >
      <PlotChart label={label} draw={draw} />
    </ChartFigure>
  );
}

function AveragePrice({ view }: { view: MoneyInsightsView }) {
  const services = useMemo(() => view.averagePrice.map((row) => ({ ...row, name: serviceTypeLabel(row.service) })), [view.averagePrice]);
  const data: DataSet = {
    caption: 'Average price by service',
    file: 'money-average-price',
    columns: [{ label: 'Service' }, { label: 'Jobs', numeric: true }, { label: 'Average price', csvLabel: 'Average price ($)', numeric: true }],
    rows: services.map((row) => [textCell(row.name), countCell(row.jobs), dollarsCell(row.averagePriceCents)]),
  };
  const label = `Average price by service: ${services.map((row) => `${row.name} ${formatDollars(row.averagePriceCents)} over ${formatCount(row.jobs)} jobs`).join(', ')}`;
  const draw = useCallback(
    (width: number) =>
      Plot.plot({
        width,
        height: services.length * 34 + 48,
        marginLeft: width < NARROW ? 110 : 150,
        marginRight: width < NARROW ? 64 : 150,
        ...BOTTOM_AXIS,
        style: PLOT_STYLE,
        y: { label: null, domain: services.map((row) => row.name) },
        x: {
          label: 'Average price ($)',
          labelOffset: BOTTOM_LABEL_OFFSET,
          grid: true,
          labelArrow: 'none',
          tickFormat: (dollars: number) => `$${formatCount(dollars)}`,
          ticks: width < NARROW ? 2 : 6,
        },
        marks: [
          Plot.barX(services, { y: 'name', x: (row) => row.averagePriceCents / 100, fill: PALETTE.blue, title: (row) => `${row.name}: ${formatDollars(row.averagePriceCents)} over ${formatCount(row.jobs)} jobs` }),
          Plot.text(services, {
            y: 'name',
            x: (row) => row.averagePriceCents / 100,
            // A phone has room for the price alone; the jobs are in the table.
            text: (row) => (width < NARROW ? formatDollars(row.averagePriceCents) : `${formatDollars(row.averagePriceCents)} (${formatCount(row.jobs)} ${row.jobs === 1 ? 'job' : 'jobs'})`),
            textAnchor: 'start',
            dx: 4,
            fill: 'currentColor',
          }),
          Plot.ruleX([0]),
        ],
      }),
    [services],
  );
  return (
    <ChartFigure title="Average price by service" note="The completed jobs of the period, most jobs first." data={data} range={view.range}>
      {services.length === 0 ? <p className="text-sm text-slate-700">No job was completed in this period.</p> : <PlotChart label={label} draw={draw} />}
    </ChartFigure>
  );
}
