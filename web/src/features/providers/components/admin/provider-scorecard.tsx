import type { ProviderView } from '@contracts/provider-views';
import { providerTrustName } from '@domain/provider-details';
import { Badge } from '@/components/ui/badge';
import { ScorecardFigures } from '../provider-page/scorecard-figures';

/** The agreement's threshold, named where the dispatcher decides who gets offers. */
export function UnderReviewBadge({ provider }: { provider: ProviderView }) {
  if (!provider.scorecard.underReview) return null;
  return (
    <Badge tone="danger">
      <span title="Average rating below 2.5 after 10 or more rated jobs">Under Review</span>
    </Badge>
  );
}

/** The provider's numbers on the roster: how they answer offers and how their jobs go. */
export function ProviderScorecard({ provider }: { provider: ProviderView }) {
  // The name the customers' texts, tracking pages and receipts give them, so a dispatcher hears what the customer heard.
  const named = providerTrustName(provider, 'en');
  return (
    <section aria-label={`Scorecard of ${named}`} className="mt-3 rounded-lg bg-slate-50 px-3 py-2">
      <ScorecardFigures scorecard={provider.scorecard} compact />
      <p className="mt-1 text-xs text-slate-600">
        Named to customers as {named} · {provider.jobCount} {provider.jobCount === 1 ? 'job' : 'jobs'} assigned in all
      </p>
    </section>
  );
}
