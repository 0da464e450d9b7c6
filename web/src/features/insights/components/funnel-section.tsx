import type { FunnelInsightsView, InsightsQuery } from '@contracts/insights-views';
import { FUNNEL_STEP_LABELS } from '@domain/insights';
import * as Plot from '@observablehq/plot';
import { useCallback, useMemo } from 'react';
import { useInsightsView } from '../api/get-insights';
import { countCell, shareCell, textCell, type DataSet } from '../lib/data-set';
import { formatCount, formatShare, hourLabel } from '../lib/insight-format';
import { PALETTE } from '../lib/palette';
import { BOTTOM_AXIS, BOTTOM_LABEL_OFFSET, countTicks, hourTicks, NARROW, PLOT_STYLE } from '../lib/plot-style';
import { ChartFigure } from './chart-figure';
import { InsightSection } from './insight-section';
import { PlotChart } from './plot-chart';
import { shareOf } from '@domain/shares';

/** Requested to completed, step by step; where the others were lost, and at what hours they go unpaid. */
export function FunnelSection({ query, enabled }: { query: InsightsQuery; enabled: boolean }) {
  const result = useInsightsView('funnel', query, enabled);
  return (
    <InsightSection
      title="Funnel"
      description="The requests that came in, and how far each got."
      result={result}
      loadFailed="Failed to load the funnel"
      isEmpty={(view) => (view.steps[0]?.count ?? 0) === 0}
      emptyText="No requests in this period"
    >
      {(view) => (
        <>
          <FunnelSteps view={view} />
          <LostReasons view={view} />
          <LostByHour view={view} />
        </>
      )}
    </InsightSection>
  );
}

function FunnelSteps({ view }: { view: FunnelInsightsView }) {
  const { steps } = view;
  const data: DataSet = {
    caption: 'Requests by step',
    file: 'funnel',
    columns: [{ label: 'Step' }, { label: 'Requests', numeric: true }, { label: 'Of the step before', csvLabel: 'Of the step before (%)', numeric: true }],
    rows: steps.map((step) => [textCell(step.label), countCell(step.count), shareCell(step.conversion)]),
  };
  const label = `Funnel: ${steps.map((step) => `${formatCount(step.count)} ${step.label.toLowerCase()}`).join(', ')}`;
  const draw = useCallback(
    (width: number) =>
      Plot.plot({
        width,
        height: steps.length * 34 + 48,
        marginLeft: width < NARROW ? 118 : 140,
        marginRight: width < NARROW ? 84 : 96,
        ...BOTTOM_AXIS,
        style: PLOT_STYLE,
        x: {
          label: 'Requests',
          labelOffset: BOTTOM_LABEL_OFFSET,
          grid: true,
          labelArrow: 'none',
          tickFormat: formatCount,
          ticks: countTicks(steps[0]?.count ?? 1, width < NARROW ? 3 : 8),
        },
        y: { label: null, domain: steps.map((step) => step.label) },
        marks: [
          Plot.barX(steps, { y: 'label', x: 'count', fill: PALETTE.blue, title: (step) => `${step.label}: ${formatCount(step.count)}` }),
          Plot.text(steps, {
            y: 'label',
            x: 'count',
            text: (step) => (step.conversion === null ? formatCount(step.count) : `${formatCount(step.count)} (${formatShare(step.conversion)})`),
            textAnchor: 'start',
            dx: 4,
            fill: 'currentColor',
          }),
          Plot.ruleX([0]),
        ],
      }),
    [steps],
  );
  return (
    <ChartFigure title="Requests by step" note="Each bar: the requests that reached the step, and in brackets the share of the step before." data={data} range={view.range}>
      <PlotChart label={label} draw={draw} />
    </ChartFigure>
  );
}

function LostReasons({ view }: { view: FunnelInsightsView }) {
  const stepLabel = (step: keyof typeof FUNNEL_STEP_LABELS) => view.steps.find((candidate) => candidate.step === step)?.label ?? FUNNEL_STEP_LABELS[step];
  const top = Math.max(1, ...view.lost.map((reason) => reason.count));
  const data: DataSet = {
    caption: 'Lost requests by reason',
    file: 'funnel-lost',
    columns: [{ label: 'Reason' }, { label: 'Lost after the step' }, { label: 'Requests', numeric: true }],
    rows: view.lost.map((reason) => [textCell(reason.label), textCell(stepLabel(reason.afterStep)), countCell(reason.count)]),
  };
  return (
    <ChartFigure title="Lost requests by reason" note="Why requests did not reach completion, and the last step each had reached." data={data} range={view.range}>
      {view.lost.length === 0 ? (
        <p className="text-sm text-slate-700">No request was lost in this period.</p>
      ) : (
        <ol className="space-y-3">
          {view.lost.map((reason) => (
            <li key={`${reason.reason}-${reason.afterStep}`}>
              <div className="flex items-baseline justify-between gap-3 text-sm">
                <span className="min-w-0 text-slate-900">
                  {reason.label} <span className="text-slate-600">· lost after {stepLabel(reason.afterStep)}</span>
                </span>
                <span className="font-semibold text-slate-900 tabular-nums">{formatCount(reason.count)}</span>
              </div>
              <div aria-hidden="true" className="mt-1 h-2.5 rounded-full bg-slate-100">
                <div className="h-full rounded-full" style={{ width: `${(reason.count / top) * 100}%`, backgroundColor: PALETTE.vermillion }} />
              </div>
            </li>
          ))}
        </ol>
      )}
    </ChartFigure>
  );
}

function LostByHour({ view }: { view: FunnelInsightsView }) {
  const hours = useMemo(() => view.byHour.map((hour) => ({ ...hour, share: shareOf(hour.lostBeforePayment, hour.requests) })), [view.byHour]);
  const requests = hours.reduce((sum, hour) => sum + hour.requests, 0);
  const lost = hours.reduce((sum, hour) => sum + hour.lostBeforePayment, 0);
  const worst = hours.reduce<(typeof hours)[number] | null>((best, hour) => (hour.share !== null && (best === null || hour.share > (best.share ?? -1)) ? hour : best), null);
  const label =
    `Lost before payment by hour of the day: ${formatCount(lost)} of ${formatCount(requests)} requests (${formatShare(requests ? lost / requests : null)})` +
    (worst && worst.lostBeforePayment > 0 ? `, the most at ${hourLabel(worst.hour)} (${formatShare(worst.share)})` : '');
  const data: DataSet = {
    caption: 'Lost before payment by hour of the day',
    file: 'funnel-hours',
    columns: [
      { label: 'Hour (Dallas time)' },
      { label: 'Requests', numeric: true },
      { label: 'Lost before payment', numeric: true },
      { label: 'Share lost', csvLabel: 'Share lost (%)', numeric: true },
    ],
    rows: hours.map((hour) => [textCell(hourLabel(hour.hour)), countCell(hour.requests), countCell(hour.lostBeforePayment), shareCell(hour.share)]),
  };
  const draw = useCallback(
    (width: number) =>
      Plot.plot({
        width,
        height: 250,
        marginLeft: 48,
        ...BOTTOM_AXIS,
        style: PLOT_STYLE,
        x: { label: 'Hour of the day (Dallas time)', domain: hours.map((hour) => hour.hour), tickFormat: hourLabel, ticks: hourTicks(width), padding: 0.15, labelOffset: BOTTOM_LABEL_OFFSET },
        y: { label: 'Lost before payment (%)', domain: [0, 100], grid: true, labelArrow: 'none' },
        marks: [
          Plot.barY(
            hours.filter((hour) => hour.share !== null),
            {
              x: 'hour',
              y: (hour) => (hour.share ?? 0) * 100,
              fill: PALETTE.orange,
              title: (hour) => `${hourLabel(hour.hour)}: ${hour.lostBeforePayment} of ${hour.requests} requests lost before payment (${formatShare(hour.share)})`,
            },
          ),
          Plot.ruleY([0]),
        ],
      }),
    [hours],
  );
  return (
    <ChartFigure
      title="Lost before payment by hour of the day"
      note="Of the requests that came in each hour: those closed unpaid, or left unanswered for 24 hours. No bar where no request came in."
      data={data}
      range={view.range}
    >
      <PlotChart label={label} draw={draw} />
    </ChartFigure>
  );
}
