import type { TitledMessage } from '@/i18n/messages';

/** The spec's texts for the provider job page (§2, §8), as catalogue ids the page formats in the reader's language. */
export const PROVIDER_JOB_MESSAGES = {
  jobNotFound: { title: 'provider.state.jobNotFound.title', description: 'provider.state.jobNotFound.description' },
  expired: { title: 'provider.state.expired.title', description: 'provider.state.expired.description' },
  reassigned: { title: 'provider.state.reassigned.title', description: 'provider.state.reassigned.description' },
  declined: { title: 'provider.state.declined.title', description: 'provider.state.declined.description' },
  dropped: { title: 'provider.state.dropped.title', description: 'provider.state.dropped.description' },
  loadFailed: { title: 'provider.state.loadFailed.title', description: 'provider.state.loadFailed.description' },
  statusUpdated: { title: 'provider.toast.statusUpdated.title', description: 'provider.toast.statusUpdated.description' },
  updateFailed: { title: 'provider.toast.updateFailed.title', description: 'provider.toast.updateFailed.description' },
} as const satisfies Record<string, TitledMessage>;

export const LINK_EXPIRED_TOAST_ID = 'provider-link-expired';
export const JOB_REASSIGNED_TOAST_ID = 'provider-job-reassigned';
