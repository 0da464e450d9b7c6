/** Spec §8, tracking page. */
export const TRACKING_MESSAGES = {
  notFound: { title: 'Request Not Found', description: 'This tracking ID does not exist or has expired.' },
  expired: {
    title: 'Link Expired',
    description: 'This tracking link has expired. Customer tracking links expire 5 minutes after service completion.',
  },
  loadFailed: { title: 'Error', description: 'Failed to load request data' },
} as const;

/** One toast however many sources (socket, timer) report the expiry. */
export const LINK_EXPIRED_TOAST_ID = 'tracking-link-expired';
