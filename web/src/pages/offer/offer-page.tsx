import type { OfferPageView } from '@contracts/offer-views';
import { useEffect, useEffectEvent } from 'react';
import { useIntl } from 'react-intl';
import { Link, useParams } from 'react-router-dom';
import { PageState } from '@/components/page-state';
import { Button, buttonClasses } from '@/components/ui/button';
import {
  OFFER_PROBLEM_MESSAGES,
  OFFER_STATE_MESSAGES,
  OFFER_WITHDRAWN_MESSAGES,
  OfferAnswerForm,
  OfferDetailsCard,
  OfferSummaryCard,
  offerPageKey,
  useOfferAnswers,
  useOfferPage,
  useOffersSocket,
  type ClosedOfferState,
} from '@/features/dispatch';
import { LanguageSwitch } from '@/i18n/language-switch';
import { useReaderLanguage } from '@/i18n/use-reader-language';
import { useErrorText } from '@/i18n/use-error-text';
import { isApiError } from '@/lib/api-client';
import { useOfferCountdown } from '@/lib/use-offer-countdown';

/** A timed job offer, reached through the link texted to the provider: the code in the address is the only key. */
export function OfferPage() {
  const intl = useIntl();
  const { offerCode = '' } = useParams();
  const query = useOfferPage(offerCode);
  const offer = query.data;
  useReaderLanguage(offer?.providerLanguage);
  const answers = useOfferAnswers(offerCode);
  const secondsLeft = useOfferCountdown(offer?.state === 'open' ? offer.secondsLeft : null, query.dataUpdatedAt);
  const timedOut = offer?.state === 'open' && secondsLeft === 0;
  const state = offer && (answers.closedBy ?? (timedOut ? 'expired' : offer.state));
  useOffersSocket(state === 'open' ? { offerCode } : null, offerPageKey(offerCode));

  // The window closed on this phone's count: the server has the last word on how the offer ended.
  const readAgain = useEffectEvent(() => void query.refetch());
  useEffect(() => {
    if (timedOut) readAgain();
  }, [timedOut]);

  return (
    <div className="min-h-dvh bg-slate-100">
      <title>{intl.formatMessage({ id: 'offer.page.title' })}</title>
      {/* No site header: the provider reads this in a truck, with only the page's language switch. */}
      <header className="mx-auto flex max-w-xl justify-end px-2 pt-1 sm:px-4">
        <LanguageSwitch />
      </header>
      <main className="mx-auto max-w-xl px-4 pt-1 pb-6 sm:pt-4 sm:pb-10">
        {offer && state ? (
          state === 'open' ? (
            <OpenOffer offer={offer} secondsLeft={secondsLeft ?? offer.secondsLeft} answers={answers} />
          ) : (
            <ClosedOffer offer={offer} state={state} />
          )
        ) : (
          <OfferProblem query={query} missing={!offerCode} />
        )}
      </main>
    </div>
  );
}

function OpenOffer({ offer, secondsLeft, answers }: { offer: OfferPageView; secondsLeft: number; answers: ReturnType<typeof useOfferAnswers> }) {
  const intl = useIntl();
  return (
    <div className="space-y-4">
      <header>
        <p className="text-sm font-semibold tracking-wide text-slate-600 uppercase">
          {intl.formatMessage({ id: 'offer.page.jobNumber' }, { jobNumber: offer.jobNumber })}
        </p>
        <h1 className="text-2xl font-bold text-slate-900">{intl.formatMessage({ id: 'offer.page.greeting' }, { name: offer.providerCallName })}</h1>
      </header>
      <OfferSummaryCard offer={offer} secondsLeft={secondsLeft} />
      <OfferDetailsCard offer={offer} />
      <OfferAnswerForm accepting={answers.accepting} declining={answers.declining} onAccept={answers.onAccept} onDecline={answers.onDecline} />
    </div>
  );
}

function ClosedOffer({ offer, state }: { offer: OfferPageView; state: ClosedOfferState }) {
  const intl = useIntl();
  const { title } = OFFER_STATE_MESSAGES[state];
  const description = state === 'withdrawn' && offer.withdrawnBecause ? OFFER_WITHDRAWN_MESSAGES[offer.withdrawnBecause] : OFFER_STATE_MESSAGES[state].description;
  const accepted = state === 'accepted';
  const promised = accepted && offer.etaMinutes != null ? ` ${intl.formatMessage({ id: 'offer.state.accepted.eta' }, { minutes: offer.etaMinutes })}` : '';
  return (
    <PageState icon={accepted ? 'success' : 'clock'} title={intl.formatMessage({ id: title })} description={intl.formatMessage({ id: description }) + promised}>
      {accepted && offer.jobPath && (
        <Link to={offer.jobPath} className={buttonClasses('primary', 'lg')}>
          {intl.formatMessage({ id: 'offer.state.accepted.openJob' })}
        </Link>
      )}
    </PageState>
  );
}

function OfferProblem({ query, missing }: { query: ReturnType<typeof useOfferPage>; missing: boolean }) {
  const intl = useIntl();
  const errorText = useErrorText();
  if (missing || isApiError(query.error, 404)) {
    const { title, description } = OFFER_PROBLEM_MESSAGES.notFound;
    return <PageState title={intl.formatMessage({ id: title })} description={intl.formatMessage({ id: description })} />;
  }
  if (query.isPending) return <OfferSkeleton />;
  const throttled = isApiError(query.error, 429);
  const failed = OFFER_PROBLEM_MESSAGES.loadFailed;
  return (
    <PageState
      icon={throttled ? 'clock' : 'alert'}
      title={intl.formatMessage({ id: throttled ? 'offer.state.throttled.title' : failed.title })}
      description={throttled ? errorText(query.error) : intl.formatMessage({ id: failed.description })}
    >
      <Button onClick={() => void query.refetch()} disabled={query.isFetching}>
        {intl.formatMessage({ id: query.isFetching ? 'offer.page.retrying' : 'offer.page.retry' })}
      </Button>
    </PageState>
  );
}

function OfferSkeleton() {
  const intl = useIntl();
  const block = 'animate-pulse rounded-xl bg-slate-200 motion-reduce:animate-none';
  return (
    <div aria-busy="true" className="space-y-4">
      <p role="status" className="sr-only">
        {intl.formatMessage({ id: 'offer.page.loading' })}
      </p>
      <div aria-hidden="true" className="space-y-4">
        <div className={`${block} h-12 w-64 max-w-full`} />
        <div className={`${block} h-28`} />
        <div className={`${block} h-56`} />
        <div className={`${block} h-40`} />
      </div>
    </div>
  );
}
