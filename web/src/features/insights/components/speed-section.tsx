import type { InsightsQuery, SpeedInsightsView } from '@contracts/insights-views';
import { WEEKDAY_LABELS } from '@domain/insights';
import * as Plot from '@observablehq/plot';
import { useCallback, useMemo } from 'react';
import { useInsightsView } from '../api/get-insights';
import { countCell, minutesCell, textCell, type DataCell, type DataSet } from '../lib/data-set';
import { csvMinutes, formatCount, formatMinutes, hourLabel, minutesOf } from '../lib/insight-format';
import { blueAt, PALETTE } from '../lib/palette';
import { BOTTOM_AXIS, BOTTOM_LABEL_OFFSET, hourTicks, LEGEND, NARROW, PLOT_STYLE } from '../lib/plot-style';
import { ChartFigure } from './chart-figure';
import { InsightSection } from './insight-section';
import { PlotChart } from './plot-chart';

const STATS = ['Median (p50)', '90th percentile (p90)'] as const;
const WAIT_LABEL = 'Payment to provider arrived';

/** How long each step took from the moment a request came in, and how long a paid customer waited, by weekday and hour. */
export function SpeedSection({ query, enabled }: { query: InsightsQuery; enabled: boolean }) {
  const result = useInsightsView('speed', query, enabled);
  return (
    <InsightSection
      title="Speed"
      description="How long each step took, counted from the moment the request came in."
      result={result}
      loadFailed="Failed to load the speed figures"
      isEmpty={(view) => view.measures.every((measure) => measure.count === 0)}
      emptyText="No requests in this period"
    >
      {(view) => (
        <>
          <StepTimes view={view} />
          <WaitHeatmap view={view} />
        </>
      )}
    </InsightSection>
  );
}

function StepTimes({ view }: { view: SpeedInsightsView }) {
  const rows = useMemo(
    () => [...view.measures.map(({ label, count, p50Seconds, p90Seconds }) => ({ label, count, p50Seconds, p90Seconds })), { label: WAIT_LABEL, ...view.wait }],
    [view.measures, view.wait],
  );
  const bars = useMemo(
    () =>
      rows.flatMap((row) =>
        [
          { measure: row.label, stat: STATS[0], seconds: row.p50Seconds },
          { measure: row.label, stat: STATS[1], seconds: row.p90Seconds },
        ].filter((bar): bar is { measure: string; stat: (typeof STATS)[number]; seconds: number } => bar.seconds !== null),
      ),
    [rows],
  );
  const data: DataSet = {
    caption: 'Time to each step',
    file: 'speed',
    columns: [
      { label: 'Measure' },
      { label: 'Requests', numeric: true },
      { label: STATS[0], csvLabel: 'Median (p50) (min)', numeric: true },
      { label: STATS[1], csvLabel: '90th percentile (p90) (min)', numeric: true },
    ],
    rows: rows.map((row) => [textCell(row.label), countCell(row.count), minutesCell(row.p50Seconds), minutesCell(row.p90Seconds)]),
  };
  const label = `Time to each step, median and 90th percentile: ${rows
    .map((row) => `${row.label.toLowerCase()} ${formatMinutes(row.p50Seconds)} and ${formatMinutes(row.p90Seconds)}`)
    .join('; ')}`;
  const draw = useCallback(
    (width: number) => {
      const narrow = width < NARROW;
      return Plot.plot({
        width,
        height: rows.length * 64 + 40,
        marginLeft: narrow ? 124 : 200,
        marginRight: 64,
        ...BOTTOM_AXIS,
        style: PLOT_STYLE,
        fy: { domain: rows.map((row) => row.label), label: null, padding: 0.25 },
        y: { domain: [...STATS], axis: null },
        x: { label: 'Minutes', labelOffset: BOTTOM_LABEL_OFFSET, grid: true, labelArrow: 'none', ticks: narrow ? 4 : 8 },
        color: { domain: [...STATS], range: [PALETTE.blue, PALETTE.orange], ...LEGEND },
        marks: [
          Plot.axisFy({ anchor: 'left', label: null, lineWidth: narrow ? 8.5 : 18, tickSize: 0 }),
          Plot.barX(bars, {
            fy: 'measure',
            y: 'stat',
            x: (bar) => minutesOf(bar.seconds),
            fill: 'stat',
            title: (bar) => `${bar.measure}, ${bar.stat}: ${formatMinutes(bar.seconds)}`,
          }),
          Plot.text(bars, { fy: 'measure', y: 'stat', x: (bar) => minutesOf(bar.seconds), text: (bar) => formatMinutes(bar.seconds), textAnchor: 'start', dx: 4, fill: 'currentColor' }),
          Plot.ruleX([0]),
        ],
      });
    },
    [rows, bars],
  );
  return (
    <ChartFigure
      title="Time to each step"
      note="Half the requests took no longer than the median (p50); nine in ten no longer than the 90th percentile (p90). The last pair is a paid customer's wait for the truck."
      data={data}
      range={view.range}
    >
      <PlotChart label={label} draw={draw} />
    </ChartFigure>
  );
}

const HOURS = Array.from({ length: 24 }, (_, hour) => hour);
const shortDay = (weekday: number) => WEEKDAY_LABELS[weekday]?.slice(0, 3) ?? '';

function WaitHeatmap({ view }: { view: SpeedInsightsView }) {
  const cells = useMemo(
    () =>
      view.heatmap.map((cell) => ({
        ...cell,
        minutes: cell.arrivals > 0 && cell.medianWaitSeconds !== null ? minutesOf(cell.medianWaitSeconds) : null,
        when: `${WEEKDAY_LABELS[cell.weekday]} ${hourLabel(cell.hour)}`,
      })),
    [view.heatmap],
  );
  const filled = cells.filter((cell) => cell.minutes !== null);
  const longest = filled.reduce<(typeof cells)[number] | null>((best, cell) => (best === null || (cell.minutes ?? 0) > (best.minutes ?? 0) ? cell : best), null);
  const shortest = filled.reduce<(typeof cells)[number] | null>((best, cell) => (best === null || (cell.minutes ?? 0) < (best.minutes ?? 0) ? cell : best), null);
  const label =
    filled.length === 0
      ? 'Median wait by weekday and hour: no paid request had a provider arrive in this period'
      : `Median wait from payment to arrival by weekday and hour, ${formatCount(filled.length)} of 168 hours with data: longest ${longest?.when} (${formatMinutes(longest?.medianWaitSeconds ?? null)}), shortest ${shortest?.when} (${formatMinutes(shortest?.medianWaitSeconds ?? null)})`;

  const cellOf = (weekday: number, hour: number) => cells.find((cell) => cell.weekday === weekday && cell.hour === hour);
  const waitCell = (weekday: number, hour: number): DataCell => {
    const cell = cellOf(weekday, hour);
    return cell?.minutes == null ? { text: 'No data', csv: '' } : { text: formatMinutes(cell.medianWaitSeconds), csv: csvMinutes(cell.medianWaitSeconds) };
  };
  const data: DataSet = {
    caption: 'Median wait from payment to arrival (minutes), by weekday and hour (Dallas time)',
    file: 'speed-wait',
    columns: [{ label: 'Weekday' }, ...HOURS.map((hour) => ({ label: hourLabel(hour), numeric: true }))],
    rows: WEEKDAY_LABELS.map((day, weekday) => [textCell(day), ...HOURS.map((hour) => waitCell(weekday, hour))]),
  };

  const draw = useCallback(
    (width: number) => {
      // On a phone the hours run down the page, so each of the 168 squares keeps a finger's width.
      const wide = width >= 640;
      const hourScale = { label: 'Hour of the day (Dallas time)', domain: HOURS, tickFormat: hourLabel, ticks: wide ? hourTicks(width) : undefined };
      const dayScale = { label: 'Day of the week', domain: WEEKDAY_LABELS.map((_, weekday) => weekday), tickFormat: shortDay };
      const position = wide ? { x: 'hour', y: 'weekday' } : { x: 'weekday', y: 'hour' };
      const empty = cells.filter((cell) => cell.minutes === null);
      return Plot.plot({
        width,
        height: wide ? 7 * 34 + 60 : 24 * 22 + 60,
        // On a phone the hours' names are wider than the weekdays': the axis's own name needs room beyond them.
        marginLeft: wide ? 64 : 84,
        ...BOTTOM_AXIS,
        padding: 0,
        style: PLOT_STYLE,
        x: { ...(wide ? hourScale : dayScale), labelArrow: 'none', labelOffset: BOTTOM_LABEL_OFFSET },
        y: { ...(wide ? dayScale : hourScale), labelArrow: 'none', labelOffset: wide ? 56 : 76 },
        // From a light blue, never white: white is the square with no data.
        color: { type: 'linear', interpolate: blueAt, zero: true, label: 'Median wait (min)', ...LEGEND },
        marks: [
          Plot.cell(
            cells.filter((cell) => cell.minutes !== null),
            { ...position, fill: 'minutes', inset: 1, title: (cell) => `${cell.when}: ${formatMinutes(cell.medianWaitSeconds)} median wait, ${cell.arrivals} arrivals` },
          ),
          Plot.cell(empty, { ...position, fill: '#ffffff', stroke: '#cbd5e1', inset: 1.5, title: (cell) => `${cell.when}: no data` }),
          Plot.text(empty, { ...position, text: () => '–', fill: '#64748b' }),
        ],
      });
    },
    [cells],
  );
  return (
    <ChartFigure
      title="Median wait by weekday and hour"
      note="From payment to the provider's arrival, by when the request came in (Dallas time). Darker is longer."
      data={data}
      range={view.range}
    >
      <PlotChart label={label} draw={draw} />
      <p className="flex items-center gap-2 text-sm text-slate-700">
        <span aria-hidden="true" className="inline-flex size-4 items-center justify-center border border-slate-300 bg-white text-xs leading-none text-slate-500">
          –
        </span>
        No data: no paid request of that hour had a provider arrive.
      </p>
    </ChartFigure>
  );
}
