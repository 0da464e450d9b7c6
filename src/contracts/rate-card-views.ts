import type { PublishedRange, RateCardTerms, SuggestionLine } from '../domain/rate-card';

/**
 * The rate card (domain/rate-card): versioned terms a dispatcher edits at /admin/rates, the price it
 * suggests on the Set Price card and the phone request form, and the ranges the pricing page publishes.
 * Money in integer cents.
 */

/** One saved version of the card. */
export interface RateCardVersionView {
  version: number;
  terms: RateCardTerms;
  /** The dispatcher's email who saved it ('system' for the first card). */
  createdBy: string;
  /** The member of staff who saved it, as they were named then; null for the first card and versions saved before staff were named. */
  staffName: string | null;
  createdAt: string;
}

/** GET /api/admin/rate-card: the card in force and who changed it when, newest first (at most 50). */
export interface RateCardView {
  current: RateCardVersionView;
  history: Array<Omit<RateCardVersionView, 'terms'>>;
}

/** PUT /api/admin/rate-card takes the whole terms (RateCardTerms) and answers the new RateCardView; 400 invalid_rate_card with `fields` by path ('rates.Towing.baseCents'). */
export type SaveRateCardBody = RateCardTerms;

/** A suggested price with its lines (their cents add up), from the card version named. */
export interface PriceSuggestionView {
  cardVersion: number;
  cents: number;
  lines: SuggestionLine[];
  /** When the suggestion was made: the after-hours and weekend lines read this moment in Dallas. */
  at: string;
}

/** GET /api/admin/rate-card/suggestion?serviceType=car_towing&vehicleType=Car: a phone request's suggestion before it exists. */
export interface PhoneSuggestionBody {
  serviceType: string;
  vehicleType?: string;
}

/** GET /api/pricing/ranges (public): what the pricing page publishes, from the card in force. */
export interface PublishedRangesView {
  cardVersion: number;
  ranges: PublishedRange[];
}
