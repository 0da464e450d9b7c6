/** An offer's life: sent with a window, answered, or closed by the window, a rival's acceptance or the request itself. */
export const OFFER_STATUSES = ['open', 'accepted', 'declined', 'expired', 'withdrawn'] as const;
export type OfferStatus = (typeof OFFER_STATUSES)[number];

/**
 * Why an offer was withdrawn from its own provider, who can no longer take it: they took another job,
 * went off duty, were paused by a dispatcher or suspended. An offer withdrawn because the job went to
 * someone else has none.
 */
export const OFFER_WITHDRAWALS = ['on_another_job', 'off_duty', 'paused', 'suspended'] as const;
export type OfferWithdrawal = (typeof OFFER_WITHDRAWALS)[number];

export const OFFER_SOURCES = ['single', 'top', 'auto'] as const;
export type OfferSource = (typeof OFFER_SOURCES)[number];

/** How many providers 'Offer to Top 3' reaches. */
export const TOP_OFFERS = 3;

export interface OfferWindow {
  status: OfferStatus;
  expiresAt: Date;
}

export const offerExpiresAt = (sentAt: Date, windowSeconds: number): Date => new Date(sentAt.getTime() + windowSeconds * 1000);

/** Open until the last millisecond before `expiresAt`: an answer at the expiry instant is late. */
export const isOfferOpen = (offer: OfferWindow, now: Date): boolean => offer.status === 'open' && now.getTime() < offer.expiresAt.getTime();

/** Whole seconds left, rounded up so a page never shows 0 while the offer still takes an answer. */
export const secondsLeft = (expiresAt: Date, now: Date): number => Math.max(0, Math.ceil((expiresAt.getTime() - now.getTime()) / 1000));

/** The delay of the job that closes the window; never negative. */
export const expiryDelayMs = (expiresAt: Date, now: Date): number => Math.max(0, expiresAt.getTime() - now.getTime());

/** The status an offer reads as at `now`: an open one past its window is expired even before its job has run. */
export const offerStatusAt = (offer: OfferWindow, now: Date): OfferStatus =>
  offer.status === 'open' && !isOfferOpen(offer, now) ? 'expired' : offer.status;
