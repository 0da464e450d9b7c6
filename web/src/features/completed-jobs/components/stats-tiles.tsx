import type { CompletedStatsView } from '@contracts/completed-views';
import { formatUsdWhole, wholeDollarSplit } from '@domain/money';
import { shareOf } from '@domain/shares';
import { Skeleton } from '@/components/ui/skeleton';
import { formatShare } from '@/lib/display-format';

/** Promised arrivals kept (within the promise plus its grace), as a whole percentage. */
const onTimeShare = ({ onTimeArrivals, promisedArrivals }: CompletedStatsView): string => formatShare(shareOf(onTimeArrivals, promisedArrivals));

const tripFeeCount = (count: number): string => (count === 1 ? '1 cancelled job' : `${count} cancelled jobs`);

/**
 * Spec §2 tiles in whole dollars that add up (the payout takes the rounding): Total Jobs, Revenue, Commission,
 * Provider (payouts); the balances customers paid by card through us (a part of revenue, passed on to the
 * providers) and the tips with them (all the providers', outside revenue); the average rating, and how many
 * promised arrivals were kept; then the trip fees credited for cancelled jobs, outside the other money tiles.
 */
export function StatsTiles({ stats }: { stats: CompletedStatsView | undefined }) {
  const money = stats && wholeDollarSplit(stats.revenueCents, stats.commissionCents);
  const tiles: Array<[label: string, value: string | undefined, note?: string]> = [
    ['Total Jobs', stats && String(stats.totalJobs)],
    ['Revenue', money && formatUsdWhole(money.revenue)],
    ['Commission', money && formatUsdWhole(money.commission)],
    ['Provider', money && formatUsdWhole(money.payout)],
    ['Card Balances', stats && formatUsdWhole(stats.cardBalancesCents)],
    ['Tips', stats && formatUsdWhole(stats.tipsCents)],
    ['Average Rating', stats && (stats.averageRating == null ? '—' : `${stats.averageRating.toFixed(1)} / 5`)],
    [
      'On Time',
      stats && onTimeShare(stats),
      stats && stats.promisedArrivals > 0 ? `${stats.onTimeArrivals} of ${stats.promisedArrivals} arrivals` : undefined,
    ],
    [
      'Trip Fees Credited',
      stats && formatUsdWhole(stats.tripFeesCents),
      stats && stats.tripFees.length > 0 ? tripFeeCount(stats.tripFees.length) : undefined,
    ],
  ];
  return (
    <dl className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-5">
      {tiles.map(([label, value, note]) => (
        <div key={label} className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
          <dt className="text-sm font-medium text-slate-600">{label}</dt>
          <dd className="mt-1 text-2xl font-bold text-slate-900 tabular-nums">{value ?? <Skeleton className="h-8 w-20" />}</dd>
          {note && <dd className="mt-0.5 text-sm text-slate-600">{note}</dd>}
        </div>
      ))}
    </dl>
  );
}
