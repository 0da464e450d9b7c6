import type { InsightsQuery } from '@contracts/insights-views';
import { useSearchParams } from 'react-router-dom';
import { useInsightsView } from '../api/get-insights';
import { formatDay } from '../lib/insight-format';
import { queryFromSearch, rangeProblem, searchFromQuery } from '../lib/insights-search';
import { DemandSection } from './demand-section';
import { FunnelSection } from './funnel-section';
import { InsightsFilterBar } from './insights-filter-bar';
import { MoneySection } from './money-section';
import { PromisesSection } from './promises-section';
import { ProvidersSection } from './providers-section';
import { SpeedSection } from './speed-section';

/**
 * The owner's insights: the filters, kept in the page's address, and the six sections they narrow.
 * A custom range waits for both of its days, in order, before anything is asked.
 */
export function InsightsReport() {
  const [searchParams, setSearchParams] = useSearchParams();
  const query = queryFromSearch(searchParams);
  const problem = rangeProblem(query);
  const enabled = problem === null;
  const range = useInsightsView('funnel', query, enabled).data?.range;
  const choose = (next: InsightsQuery) => setSearchParams(searchFromQuery(next));

  return (
    <div className="space-y-6">
      <InsightsFilterBar query={query} onChange={choose} />
      {problem ? (
        <p role="alert" className="rounded-xl border border-amber-300 bg-amber-50 p-4 text-amber-950">
          {problem}
        </p>
      ) : (
        <>
          <p aria-live="polite" className="text-sm text-slate-700">
            {range ? `${range.from === range.to ? formatDay(range.from) : `${formatDay(range.from)} – ${formatDay(range.to)}`} (Dallas time)` : ''}
          </p>
          <FunnelSection query={query} enabled={enabled} />
          <SpeedSection query={query} enabled={enabled} />
          <PromisesSection query={query} enabled={enabled} />
          <DemandSection query={query} enabled={enabled} />
          <MoneySection query={query} enabled={enabled} />
          <ProvidersSection query={query} enabled={enabled} />
        </>
      )}
    </div>
  );
}
