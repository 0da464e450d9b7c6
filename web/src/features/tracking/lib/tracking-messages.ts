import type { TitledMessage } from '@/i18n/messages';


/** Spec §8, tracking page: the message ids of its whole-page states. */
export const TRACKING_MESSAGES = {
  notFound: { title: 'tracking.notFound.title', description: 'tracking.notFound.description' },
  expired: { title: 'tracking.expired.title', description: 'tracking.expired.description' },
  loadFailed: { title: 'tracking.loadFailed.title', description: 'tracking.loadFailed.description' },
} as const satisfies Record<string, TitledMessage>;

/** One toast however many sources (socket, timer) report the expiry. */
export const LINK_EXPIRED_TOAST_ID = 'tracking-link-expired';
