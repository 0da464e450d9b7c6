// The provider's side of dispatch (the job page). The dispatcher's side is in './admin', so the
// provider's chunk never carries it.
export { providerJobQueryOptions, useProviderJob } from './api/get-provider-job';
export { EarningsCard } from './components/provider/earnings-card';
export { JobExtrasCard } from './components/provider/job-extras-card';
export { JobPhotosCard } from './components/provider/job-photos-card';
export { JobDetailsCard } from './components/provider/job-details-card';
export { JobRouteCard } from './components/provider/job-route-card';
export { JobStatusCard } from './components/provider/job-status-card';
export { LocationSharingCard } from './components/provider/location-sharing-card';
export { ProviderAgreementDialog } from './components/provider/provider-agreement-dialog';
export { usePositionSharing } from './hooks/use-position-sharing';
export { useProviderAgreement } from './hooks/use-provider-agreement';
export { showJobLinkExpiredToast, useProviderJobSocket } from './hooks/use-provider-job-socket';
export { PROVIDER_JOB_MESSAGES } from './lib/dispatch-messages';
// The provider's standing page.
export { providerPageKeys, useProviderPage } from './api/provider-page';
export { CurrentJobCard } from './components/provider-page/current-job-card';
export { DutyCard } from './components/provider-page/duty-card';
export { DocumentsNotice } from './components/provider-page/documents-notice';
export { EarningsSummaryCard } from './components/provider-page/earnings-summary-card';
export { OffersCard } from './components/provider-page/offers-card';
export { PastJobsCard } from './components/provider-page/past-jobs-card';
export { ScorecardCard } from './components/provider-page/scorecard-card';
export { useProviderPageAgreement } from './hooks/use-provider-page-agreement';
export { useProviderPageDuty } from './hooks/use-provider-page-duty';
export { useProviderPagePosition } from './hooks/use-provider-page-position';
// The provider's timed job offer (the offer page).
export { offerPageKey, useOfferPage } from './api/offer-page';
export { OfferAnswerForm } from './components/offer/offer-answer-form';
export { OfferDetailsCard } from './components/offer/offer-details-card';
export { OfferSummaryCard } from './components/offer/offer-summary-card';
export { OFFER_PROBLEM_MESSAGES, OFFER_STATE_MESSAGES, OFFER_WITHDRAWN_MESSAGES, type ClosedOfferState } from './components/offer/offer-state-messages';
export { useOfferAnswers } from './hooks/use-offer-answers';
export { useOfferCountdown } from './hooks/use-offer-countdown';
export { useOffersSocket } from './hooks/use-offers-socket';
