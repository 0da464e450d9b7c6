import type { ProviderScorecard } from '@contracts/offer-views';
import { useIntl } from 'react-intl';
import { CardSection } from '@/components/ui/card';
import { StarIcon } from '@/components/ui/icons';
import { ScorecardFigures } from './scorecard-figures';

/** How the provider answers offers and how their jobs go, as dispatch sees it. */
export function ScorecardCard({ scorecard }: { scorecard: ProviderScorecard }) {
  const intl = useIntl();
  return (
    <CardSection title={intl.formatMessage({ id: 'providerPage.scorecard.title' })} icon={<StarIcon className="size-5 text-amber-600" />}>
      {scorecard.underReview && (
        <p role="status" className="mb-4 rounded-lg bg-amber-50 px-3 py-2 text-sm font-medium text-amber-900">
          {intl.formatMessage({ id: 'providerPage.scorecard.underReview' })}
        </p>
      )}
      <ScorecardFigures scorecard={scorecard} />
    </CardSection>
  );
}
