import type { CompletedStatsView } from '@contracts/completed-views';
import { formatUsdWhole, wholeDollarSplit } from '@domain/money';
import { Skeleton } from '@/components/ui/skeleton';

/** Spec §2 tiles in whole dollars that add up (the payout takes the rounding): Total Jobs, Revenue, Commission, Provider (payouts), and the average rating. */
export function StatsTiles({ stats }: { stats: CompletedStatsView | undefined }) {
  const money = stats && wholeDollarSplit(stats.revenueCents, stats.commissionCents);
  const tiles: Array<[label: string, value: string | undefined]> = [
    ['Total Jobs', stats && String(stats.totalJobs)],
    ['Revenue', money && formatUsdWhole(money.revenue)],
    ['Commission', money && formatUsdWhole(money.commission)],
    ['Provider', money && formatUsdWhole(money.payout)],
    ['Average Rating', stats && (stats.averageRating == null ? '—' : `${stats.averageRating.toFixed(1)} / 5`)],
  ];
  return (
    <dl className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-5">
      {tiles.map(([label, value]) => (
        <div key={label} className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
          <dt className="text-sm font-medium text-slate-600">{label}</dt>
          <dd className="mt-1 text-2xl font-bold text-slate-900 tabular-nums">{value ?? <Skeleton className="h-8 w-20" />}</dd>
        </div>
      ))}
    </dl>
  );
}
