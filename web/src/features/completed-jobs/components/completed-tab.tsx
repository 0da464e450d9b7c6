import type { CompletedPeriodQuery, CompletedSort } from '@contracts/completed-views';
import { lazy, Suspense, useId, useState } from 'react';
import { Button, buttonClasses } from '@/components/ui/button';
import { Label } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import { Skeleton } from '@/components/ui/skeleton';
import { completedExportUrl, useCompletedJobs, useCompletedStats } from '../api/completed-jobs';
import { formatDay, isCompleteRange } from '../lib/period';
import { CompletedList } from './completed-list';
import { PeriodFilter } from './period-filter';
import { StatsTiles } from './stats-tiles';
import { TripFeesList } from './trip-fees-list';

/** The chart is drawn only once the owner opens this tab. */
const DailyChart = lazy(() => import('./daily-chart'));

const PAGE_SIZE = 25;
const SORTS: Record<string, { label: string; sort: CompletedSort; order: 'asc' | 'desc' }> = {
  newest: { label: 'Newest first', sort: 'completedAt', order: 'desc' },
  oldest: { label: 'Oldest first', sort: 'completedAt', order: 'asc' },
  price: { label: 'Highest price', sort: 'finalPrice', order: 'desc' },
  rating: { label: 'Best rated', sort: 'rating', order: 'desc' },
};

/**
 * Spec §2 Completed tab: commission stats for a period, a chart, and every completed job, newest first;
 * then the trip fees credited to providers for jobs cancelled in the period.
 */
export function CompletedTab() {
  const [period, setPeriod] = useState<CompletedPeriodQuery>({ period: 'week' });
  const [page, setPage] = useState(1);
  const [sortKey, setSortKey] = useState('newest');
  const sortId = useId();
  const ready = isCompleteRange(period);
  const stats = useCompletedStats(period, ready);
  const { sort, order } = SORTS[sortKey];
  const list = useCompletedJobs({ ...period, page, pageSize: PAGE_SIZE, sort, order }, ready);
  const pages = list.data ? Math.max(1, Math.ceil(list.data.total / PAGE_SIZE)) : 1;

  const choosePeriod = (next: CompletedPeriodQuery) => {
    setPeriod(next);
    setPage(1);
  };

  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <PeriodFilter value={period} onChange={choosePeriod} />
        {ready && (
          <a href={completedExportUrl(period)} download className={buttonClasses('outline', 'sm')}>
            Export CSV
          </a>
        )}
      </div>
      {!ready ? (
        <p className="text-sm text-slate-700">Choose a start date on or before the end date.</p>
      ) : stats.isError || list.isError ? (
        <p role="alert" className="rounded-xl border border-red-200 bg-red-50 p-4 text-red-800">
          Failed to load completed jobs.{' '}
          <button type="button" className="font-semibold underline" onClick={() => void Promise.all([stats.refetch(), list.refetch()])}>
            Retry
          </button>
        </p>
      ) : (
        <>
          {stats.data && (
            <p className="text-sm text-slate-600">
              {formatDay(stats.data.from)} – {formatDay(stats.data.to)} (Dallas time)
            </p>
          )}
          <StatsTiles stats={stats.data} />
          {stats.data && stats.data.totalJobs > 0 && (
            <Suspense fallback={<Skeleton className="h-56 w-full" />}>
              <DailyChart days={stats.data.days} />
            </Suspense>
          )}
          <div className="flex flex-wrap items-end justify-between gap-3">
            <h3 className="text-lg font-semibold text-slate-900">Completed jobs{list.data ? ` (${list.data.total})` : ''}</h3>
            <div className="flex items-center gap-2">
              <Label htmlFor={sortId}>Sort</Label>
              <Select id={sortId} value={sortKey} className="h-10 w-44" onChange={(event) => { setSortKey(event.target.value); setPage(1); }}>
                {Object.entries(SORTS).map(([key, option]) => (
                  <option key={key} value={key}>
                    {option.label}
                  </option>
                ))}
              </Select>
            </div>
          </div>
          {list.data ? <CompletedList rows={list.data.items} /> : <Skeleton className="h-40 w-full" />}
          {list.data && pages > 1 && (
            <nav aria-label="Pages" className="flex items-center justify-between gap-3">
              <Button variant="outline" size="sm" disabled={page <= 1} onClick={() => setPage((p) => p - 1)}>
                Previous
              </Button>
              <span className="text-sm text-slate-700">
                Page {page} of {pages}
              </span>
              <Button variant="outline" size="sm" disabled={page >= pages} onClick={() => setPage((p) => p + 1)}>
                Next
              </Button>
            </nav>
          )}
          {stats.data ? <TripFeesList rows={stats.data.tripFees} totalCents={stats.data.tripFeesCents} /> : <Skeleton className="h-24 w-full" />}
        </>
      )}
    </div>
  );
}
