import type { ProviderJobView } from '@contracts/provider-views';
import { formatUsd, PLATFORM_FEE_PERCENT } from '@domain/money';
import { CardSection } from '@/components/ui/card';
import { DollarIcon } from '@/components/ui/icons';

/** What the provider earns: 85% of the final price after the platform's 15% fee, collected on site. */
export function EarningsCard({ job }: { job: ProviderJobView }) {
  if (job.finalPriceCents == null || job.payoutCents == null || job.platformFeeCents == null) return null;
  return (
    <CardSection title="Your Earnings" icon={<DollarIcon className="size-5 text-emerald-700" />}>
      <p className="text-3xl font-bold text-emerald-800 tabular-nums">{formatUsd(job.payoutCents)}</p>
      <p className="mt-1 text-sm text-slate-700">
        {100 - PLATFORM_FEE_PERCENT}% after the {PLATFORM_FEE_PERCENT}% platform fee. Collect it from the customer on site.
      </p>
      <dl className="mt-4 grid grid-cols-2 gap-3 border-t border-slate-100 pt-4 text-sm">
        <div>
          <dt className="text-slate-600">Final price</dt>
          <dd className="font-semibold text-slate-900 tabular-nums">{formatUsd(job.finalPriceCents)}</dd>
        </div>
        <div>
          <dt className="text-slate-600">Platform fee (paid by deposit)</dt>
          <dd className="font-semibold text-slate-900 tabular-nums">{formatUsd(job.platformFeeCents)}</dd>
        </div>
      </dl>
    </CardSection>
  );
}
