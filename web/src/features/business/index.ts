// The business portal at /business: an account's people send and follow jobs, see invoices, and (account admins) manage keys, webhooks and people.
export { useCreatePortalApiKey, usePortalApiKeys, useRevokePortalApiKey } from './api/api-keys';
export { portalInvoiceFileUrl, usePortalInvoices } from './api/invoices';
export { useJob, useJobs } from './api/jobs';
export { portalMeQueryOptions, usePortalMe } from './api/me';
export { useInvitePortalMember, usePortalMembers } from './api/members';
export { useWebhookEndpoints } from './api/webhooks';
export { businessPaths } from './business-paths';
export { JobDetails } from './components/job-details';
export { JobsList } from './components/jobs-list';
export { NewJobForm } from './components/new-job-form';
export { PortalHeader } from './components/portal-header';
export { PortalSignIn } from './components/portal-sign-in';
export { PortalSignOutButton } from './components/portal-sign-out-button';
export { NewWebhookForm, WebhookEndpoints } from './components/webhook-endpoints';
export { usePortalSessionWatch } from './hooks/use-portal-session-watch';
export { openFirst } from './lib/job-words';
