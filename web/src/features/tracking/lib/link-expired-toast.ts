import { LINK_EXPIRED_TOAST_ID, TRACKING_MESSAGES } from './tracking-messages';

/** The toast shown the moment the link expires (spec §4), as message ids; one toast whichever source reports it. */
export const LINK_EXPIRED_TOAST = { id: LINK_EXPIRED_TOAST_ID, ...TRACKING_MESSAGES.expired } as const;
