import type { CompletedDay } from '@contracts/completed-views';
import { formatUsd, formatUsdWhole } from '@domain/money';
import { formatDay } from '../lib/period';

const BAR_WIDTH = 22;
const GAP = 8;
const HEIGHT = 160;

/**
 * Commission per day as bars, with the day's job count above each. Loaded with the Completed tab
 * only; a table beside it says the same to screen readers.
 */
export default function DailyChart({ days }: { days: readonly CompletedDay[] }) {
  const top = Math.max(1, ...days.map((day) => day.commissionCents));
  const width = days.length * (BAR_WIDTH + GAP);
  return (
    <figure className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
      <figcaption className="mb-3 flex flex-wrap items-baseline justify-between gap-2">
        <span className="font-semibold text-slate-900">Jobs and commission per day</span>
        <span className="text-sm text-slate-600">Peak {formatUsdWhole(top)}</span>
      </figcaption>
      <div className="overflow-x-auto" aria-hidden="true">
        <svg width={Math.max(width, 280)} height={HEIGHT + 36} role="presentation">
          {days.map((day, index) => {
            const barHeight = Math.round((day.commissionCents / top) * HEIGHT);
            const x = index * (BAR_WIDTH + GAP);
            return (
              <g key={day.date}>
                <title>{`${formatDay(day.date)}: ${day.jobs} jobs, ${formatUsd(day.commissionCents)} commission`}</title>
                <rect x={x} y={HEIGHT - barHeight + 16} width={BAR_WIDTH} height={Math.max(barHeight, day.jobs ? 2 : 0)} rx={3} className="fill-brand-600" />
                {day.jobs > 0 && (
                  <text x={x + BAR_WIDTH / 2} y={HEIGHT - barHeight + 12} textAnchor="middle" className="fill-slate-700 text-[10px]">
                    {day.jobs}
                  </text>
                )}
                <text x={x + BAR_WIDTH / 2} y={HEIGHT + 32} textAnchor="middle" className="fill-slate-500 text-[10px]">
                  {day.date.slice(8)}
                </text>
              </g>
            );
          })}
        </svg>
      </div>
      <table className="sr-only">
        <caption>Jobs and commission per day</caption>
        <thead>
          <tr>
            <th scope="col">Day</th>
            <th scope="col">Jobs</th>
            <th scope="col">Commission</th>
          </tr>
        </thead>
        <tbody>
          {days.map((day) => (
            <tr key={day.date}>
              <th scope="row">{formatDay(day.date)}</th>
              <td>{day.jobs}</td>
              <td>{formatUsd(day.commissionCents)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </figure>
  );
}
