/** Timed job offers, the provider's standing page and the fleet, as each audience sees them (the API contract, shared with the web app). */

import type { NetworkStandingView } from './network-views';
import type { Language } from '../domain/language';
import type { OfferStatus, OfferSource, OfferWithdrawal } from '../domain/offer-window';

/** One offer on the dispatcher's card (GET /api/admin/requests/:id/offers), newest first. */
export interface AdminOfferView {
  id: string;
  providerId: string;
  providerName: string;
  status: OfferStatus;
  /** How the offer was made: one chosen provider, the top three at once, or the auto-dispatch cascade. */
  source: OfferSource;
  /** The number the text names, so a provider with several offers can say which one they answer. */
  jobNumber: string;
  sentAt: string;
  expiresAt: string;
  /** When the provider first opened the offer page. */
  seenAt: string | null;
  answeredAt: string | null;
  /** The minutes the provider promised when accepting. */
  etaMinutes: number | null;
  declineReason: string | null;
  distanceMiles: number | null;
}

/** The request's offers and whether auto-dispatch is working on it. */
export interface RequestOffersView {
  offers: AdminOfferView[];
  autoDispatch: AutoDispatchView | null;
}

export type AutoDispatchOutcome = 'accepted' | 'exhausted' | 'stopped';

/** The cascade for one request: running while `outcome` is null. */
export interface AutoDispatchView {
  startedAt: string;
  stoppedAt: string | null;
  outcome: AutoDispatchOutcome | null;
}

/** POST /api/admin/requests/:id/offers: 'Send Offer' names one provider; 'Offer to Top 3' names none. */
export interface SendOffersBody {
  providerIds?: string[];
  top?: number;
}

/** How the offer page reads for the provider who holds its link: withdrawn when they can no longer take it (`withdrawnBecause` says why). */
export type OfferPageState = 'open' | 'accepted' | 'declined' | 'expired' | 'taken' | 'withdrawn';

/** GET /api/offers/:code: what the provider needs to decide, without the customer's name, number or house number. */
export interface OfferPageView {
  state: OfferPageState;
  jobNumber: string;
  serviceType: string;
  vehicleYear: number | null;
  vehicleMake: string | null;
  vehicleModel: string | null;
  vehicleType: string | null;
  /** Street and city of the pickup, without the house number; null when the customer gave only a pin. */
  pickupArea: string | null;
  /** Street and city of the tow's destination, if any. */
  destinationArea: string | null;
  distanceMiles: number | null;
  /** What the provider collects on site: 85% of the final price. */
  payoutCents: number | null;
  sentAt: string;
  expiresAt: string;
  /** The server's count of seconds left when it answered, so a phone with a wrong clock still counts down right. */
  secondsLeft: number;
  etaMinutes: number | null;
  /** The job page, once this provider has accepted. */
  jobPath: string | null;
  /** Why the offer was withdrawn from this provider, when the state is 'withdrawn'. */
  withdrawnBecause: OfferWithdrawal | null;
  providerCallName: string;
  providerLanguage: Language;
}

/** POST /api/offers/:code/accept. */
export interface AcceptOfferBody {
  etaMinutes: number;
}

/** POST /api/offers/:code/decline. */
export interface DeclineOfferBody {
  reason?: string;
}

/** A provider's numbers: how they answer offers and how their jobs go. */
export interface ProviderScorecard {
  offersReceived: number;
  /** Accepted of answered-or-expired offers, 0 to 1; null before any. */
  acceptanceRate: number | null;
  medianResponseSeconds: number | null;
  completedJobs: number;
  /** Jobs accepted and then given back before arriving. */
  droppedJobs: number;
  /** Jobs arrived within the promised ETA plus 5 minutes, of jobs with a promise and an arrival; null before any. */
  onTimeRate: number | null;
  averageRating: number | null;
  /** The agreement's threshold: rated below 2.5 on average after 10 or more rated jobs. */
  underReview: boolean;
}

/** One of the provider's jobs on their page, newest first. */
export interface ProviderPageJobView {
  /** The job page while the job is active or its link still works. */
  jobPath: string | null;
  status: string;
  serviceType: string;
  pickupArea: string | null;
  payoutCents: number | null;
  requestedAt: string;
  completedAt: string | null;
}

/** GET /api/provider-pages/:code: the provider's standing page. */
export interface ProviderPageView {
  providerName: string;
  providerCallName: string;
  providerLanguage: Language;
  /** Whether the roster entry is active; a paused provider cannot go on duty. */
  active: boolean;
  onDuty: boolean;
  onDutySince: string | null;
  /** Whether the service agreement still has to be accepted. */
  agreementRequired: boolean;
  offers: ProviderPageOfferView[];
  currentJob: ProviderPageJobView | null;
  pastJobs: ProviderPageJobView[];
  /**
   * What the provider earned this week and this month in Dallas time: 85% of the price of each job they
   * completed, plus the trip fees credited to them for jobs cancelled after they set off, plus the tips
   * customers added by card. Trip fees and tips are also given on their own; they are part of weekCents
   * and monthCents, not added to them.
   */
  earnings: { weekCents: number; monthCents: number; tripFeesWeekCents: number; tripFeesMonthCents: number; tipsWeekCents: number; tipsMonthCents: number };
  /** Being paid by card jobs through us: the payout account's status, and this week's money by card. */
  payouts: ProviderPayoutsView;
  scorecard: ProviderScorecard;
  /** The last position the page reported, for the duty switch's 'last shared' note. */
  lastPositionAt: string | null;
  /** Whether the provider's documents let them take jobs, and when the next one lapses. */
  network: NetworkStandingView;
}

/** A provider's payouts for card jobs, as their page shows them. Money in cents, this week in Dallas time (from Monday). */
export interface ProviderPayoutsView {
  /** Null until they opt in ('Get paid by card jobs'); 'needs_details' until the payment provider can pay them out. */
  status: 'needs_details' | 'on' | null;
  /** Balances customers paid by card for their jobs this week, and the tips with them. */
  cardBalancesWeekCents: number;
  tipsWeekCents: number;
  /** Sent to their payout account this week. */
  sentWeekCents: number;
  /** Owed and not sent yet: waiting for their payout details. */
  waitingCents: number;
}

/** An open offer on the provider's page; its code opens the offer page. */
export interface ProviderPageOfferView {
  offerCode: string;
  jobNumber: string;
  serviceType: string;
  pickupArea: string | null;
  distanceMiles: number | null;
  payoutCents: number | null;
  expiresAt: string;
  secondsLeft: number;
}

/** PUT /api/provider-pages/:code/duty. */
export interface DutyBody {
  onDuty: boolean;
}

/** POST /api/admin/providers/:id/page-link: the re-issued link, also texted to the provider. */
export interface ProviderPageLinkView {
  url: string;
  issuedAt: string;
}

/** The dashboard's fleet map (GET /api/admin/fleet). */
export interface FleetView {
  requests: FleetRequestView[];
  providers: FleetProviderView[];
}

/** An open request at the customer's pickup; requests record no name, so dispatchers know the customer by their phone. */
export interface FleetRequestView {
  id: string;
  status: string;
  /** E.164. */
  phone: string;
  serviceType: string;
  lat: number;
  lng: number;
}

export interface FleetProviderView {
  id: string;
  name: string;
  lat: number;
  lng: number;
  /** When the position was taken; the home base has none. */
  positionAt: string | null;
  /** The position is the home base, or a live one older than 10 minutes. */
  stale: boolean;
  /** On a job that is not finished. */
  busy: boolean;
}

/** The dispatch desk's switches (GET and PUT /api/admin/dispatch-settings). */
export interface DispatchSettingsView {
  /** Auto-dispatch every request as its deposit is paid. */
  autoDispatchAll: boolean;
}

/** POST /api/provider-pages/:code/position: the fix was taken. */
export interface PositionTakenView {
  ok: true;
}
