// The provider's side of providers: the standing page, and the agreement and position wording a job's page
// (on-site) shares. The dispatcher's side is in './admin' and the applicant's in './panels', so no page
// carries another audience's code.
export { providerPageKeys, useProviderPage } from './api/provider-page';
export { CurrentJobCard } from './components/provider-page/current-job-card';
export { DutyCard } from './components/provider-page/duty-card';
export { DocumentsNotice } from './components/provider-page/documents-notice';
export { EarningsSummaryCard } from './components/provider-page/earnings-summary-card';
export { OffersCard } from './components/provider-page/offers-card';
export { PayoutsCard } from './components/provider-page/payouts-card';
export { PastJobsCard } from './components/provider-page/past-jobs-card';
export { ScorecardCard } from './components/provider-page/scorecard-card';
export { useProviderPageAgreement } from './hooks/use-provider-page-agreement';
export { useProviderPageDuty } from './hooks/use-provider-page-duty';
export { useProviderPagePayouts } from './hooks/use-provider-page-payouts';
export { useProviderPagePosition } from './hooks/use-provider-page-position';
// Shared with a job's page: the agreement it asks first, and what its position sharing says.
export { ProviderAgreementDialog } from './components/provider-agreement-dialog';
export { PROVIDER_AGREEMENT_MESSAGES } from './lib/provider-agreement';
export { positionAgeMessage, refusalNote, type PositionNote } from './lib/position-notes';
