import type { Language } from '../domain/language';

/**
 * The one-tap location page a driver asking for help by text is sent (`/locate/{token}`): it shares
 * the phone's GPS fix with the conversation, which then texts the next question.
 */

/** GET /api/location-shares/:token — 404 location_share_not_found, 410 location_share_expired. */
export interface LocationShareView {
  /** The language of the conversation, so the page speaks it before the reader picks one. */
  language: Language;
  /** 'open' until a position is shared; 'shared' afterwards (the page then says to go back to the texts). */
  status: 'open' | 'shared';
  expiresAt: string;
}

/** POST /api/location-shares/:token takes the payment page's body (lat, lng) — 400 invalid_location, 404, 410, 409 location_share_closed (already shared or the conversation moved on). */
export type { ShareLocationBody } from './request-bodies';

export interface LocationSharedView {
  /** The place in words when the address lookup found it; null when it could not be put in words. */
  address: string | null;
}
