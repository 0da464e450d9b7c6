// The provider's side of dispatch (the job page). The dispatcher's side is in './admin', so the
// provider's chunk never carries it.
export { providerJobQueryOptions, useProviderJob } from './api/get-provider-job';
export { EarningsCard } from './components/provider/earnings-card';
export { JobDetailsCard } from './components/provider/job-details-card';
export { JobRouteCard } from './components/provider/job-route-card';
export { JobStatusCard } from './components/provider/job-status-card';
export { LocationSharingCard } from './components/provider/location-sharing-card';
export { ProviderAgreementDialog } from './components/provider/provider-agreement-dialog';
export { usePositionSharing } from './hooks/use-position-sharing';
export { useProviderAgreement } from './hooks/use-provider-agreement';
export { useRosterLanguage } from './hooks/use-roster-language';
export { showJobLinkExpiredToast, useProviderJobSocket } from './hooks/use-provider-job-socket';
export { PROVIDER_JOB_MESSAGES } from './lib/dispatch-messages';
