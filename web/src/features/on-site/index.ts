// The provider's side of on-site: the job page (steps, arrival code, photos, extra charges, location
// sharing). The dispatcher's side is in './admin', so the provider's chunk never carries it.
export { providerJobQueryOptions, useProviderJob } from './api/get-provider-job';
export { EarningsCard } from './components/provider/earnings-card';
export { JobExtrasCard } from './components/provider/job-extras-card';
export { JobPhotosCard } from './components/provider/job-photos-card';
export { JobDetailsCard } from './components/provider/job-details-card';
export { JobRouteCard } from './components/provider/job-route-card';
export { JobStatusCard } from './components/provider/job-status-card';
export { LocationSharingCard } from './components/provider/location-sharing-card';
export { usePositionSharing } from './hooks/use-position-sharing';
export { useProviderAgreement } from './hooks/use-provider-agreement';
export { showJobLinkExpiredToast, useProviderJobSocket } from './hooks/use-provider-job-socket';
export { PROVIDER_JOB_MESSAGES } from './lib/provider-job-messages';
export { DropJobCard } from './components/provider/drop-job-card';
export { JobCancelledNotice } from './components/provider/job-cancelled-notice';
export { NotHereCard } from './components/provider/not-here-card';
