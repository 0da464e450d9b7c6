import { useIntl } from 'react-intl';
import { useParams } from 'react-router-dom';
import { Button } from '@/components/ui/button';
import { useOffersSocket } from '@/features/dispatch';
import {
  CurrentJobCard,
  DocumentsNotice,
  DutyCard,
  EarningsSummaryCard,
  OffersCard,
  PastJobsCard,
  PayoutsCard,
  ProviderAgreementDialog,
  ScorecardCard,
  providerPageKeys,
  useProviderPage,
  useProviderPageAgreement,
  useProviderPageDuty,
  useProviderPagePayouts,
  useProviderPagePosition,
} from '@/features/providers';
import { TrackingProblem, TrackingSkeleton } from '@/features/tracking';
import { LanguageSwitch } from '@/i18n/language-switch';
import { useReaderLanguage } from '@/i18n/use-reader-language';
import { useErrorText } from '@/i18n/use-error-text';
import { isApiError } from '@/lib/api-client';
import { cn } from '@/lib/cn';

/** The provider's standing page, from the link texted to them: duty, open offers, jobs, earnings, payouts and scorecard. */
export function ProviderHomePage() {
  const intl = useIntl();
  const { pageCode = '' } = useParams();
  const query = useProviderPage(pageCode);
  const missing = !pageCode || isApiError(query.error, 404);
  const page = missing ? undefined : query.data;
  useReaderLanguage(page?.providerLanguage);
  useOffersSocket(page ? { providerCode: pageCode } : null, providerPageKeys.page(pageCode));
  const agreement = useProviderPageAgreement(pageCode, page?.agreementRequired ?? false);
  const duty = useProviderPageDuty(pageCode);
  const sharingActive = Boolean(page?.onDuty && page.active && !page.agreementRequired);
  const sharing = useProviderPagePosition(pageCode, sharingActive);
  const payouts = useProviderPagePayouts(pageCode, page, query.refetch);

  return (
    <div className="min-h-dvh bg-slate-100">
      <title>{intl.formatMessage({ id: 'providerPage.page.title' })}</title>
      {/* No site header: the page's own language switch, out of the way while the agreement has its own. */}
      <header className={cn('mx-auto flex max-w-xl justify-end px-2 pt-1 sm:px-4', agreement.asking && 'invisible')}>
        <LanguageSwitch />
      </header>
      <main className="mx-auto max-w-xl px-4 pt-1 pb-6 sm:pt-4 sm:pb-10">
        {missing ? (
          <PageNotFound error={query.error} />
        ) : !page ? (
          <PageLoading query={query} />
        ) : (
          <div className="space-y-4">
            <header>
              <p className="text-sm font-semibold tracking-wide text-slate-600 uppercase">{intl.formatMessage({ id: 'providerPage.page.eyebrow' })}</p>
              <h1 className="text-2xl font-bold text-slate-900">{intl.formatMessage({ id: 'providerPage.page.greeting' }, { name: page.providerCallName })}</h1>
            </header>
            <DocumentsNotice network={page.network} />
            <DutyCard
              page={page}
              pendingOnDuty={duty.pendingOnDuty}
              onToggle={duty.toggle}
              onReviewAgreement={agreement.review}
              sharing={sharingActive ? sharing : null}
            />
            {page.currentJob && <CurrentJobCard job={page.currentJob} />}
            <OffersCard offers={page.offers} onDuty={page.onDuty} receivedAt={query.dataUpdatedAt} onExpired={() => void query.refetch()} />
            <EarningsSummaryCard earnings={page.earnings} />
            <PayoutsCard payouts={page.payouts} pending={payouts.pending} onOpen={payouts.open} />
            <ScorecardCard scorecard={page.scorecard} />
            <PastJobsCard jobs={page.pastJobs} />
          </div>
        )}
      </main>
      <ProviderAgreementDialog everyJob open={agreement.asking} onAccept={agreement.onAccept} onDecline={agreement.onDecline} />
    </div>
  );
}

function PageNotFound({ error }: { error: unknown }) {
  const intl = useIntl();
  const errorText = useErrorText();
  return (
    <TrackingProblem
      title={intl.formatMessage({ id: 'providerPage.state.notFound.title' })}
      description={errorText(error, intl.formatMessage({ id: 'errors.providerPageNotFound' }))}
    />
  );
}

function PageLoading({ query }: { query: ReturnType<typeof useProviderPage> }) {
  const intl = useIntl();
  const errorText = useErrorText();
  if (query.isPending) return <TrackingSkeleton />;
  const throttled = isApiError(query.error, 429);
  return (
    <TrackingProblem
      icon={throttled ? 'clock' : 'alert'}
      title={intl.formatMessage({ id: throttled ? 'provider.page.throttled.title' : 'providerPage.state.loadFailed.title' })}
      description={throttled ? errorText(query.error) : intl.formatMessage({ id: 'providerPage.state.loadFailed.description' })}
    >
      <Button onClick={() => void query.refetch()} disabled={query.isFetching}>
        {intl.formatMessage({ id: query.isFetching ? 'provider.page.retrying' : 'provider.page.retry' })}
      </Button>
    </TrackingProblem>
  );
}
