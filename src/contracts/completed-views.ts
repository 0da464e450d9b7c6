import type { CancellationCause } from '../domain/cancellation-ladder';

/** The owner's view of completed jobs (Admin dashboard, Completed tab). Money in integer cents. */

export type CompletedPeriod = 'week' | 'month' | 'custom';

/** Query of every completed-jobs endpoint: a period, or a custom range of calendar days in America/Chicago. */
export interface CompletedPeriodQuery {
  period: CompletedPeriod;
  /** YYYY-MM-DD, with `custom`. */
  from?: string;
  /** YYYY-MM-DD, inclusive, with `custom`. */
  to?: string;
}

export interface CompletedDay {
  /** YYYY-MM-DD in America/Chicago. */
  date: string;
  jobs: number;
  commissionCents: number;
}

/**
 * GET /api/admin/completed/stats. A job counts on the Chicago day of its completion (its last update
 * when completion was not recorded). Commission is summed per job (15 %, rounded to the cent);
 * payout = revenue - commission. Trip fees count on the Chicago day they were credited and are
 * outside revenue, commission and payout.
 */
export interface CompletedStatsView {
  /** The calendar days counted, inclusive (YYYY-MM-DD, America/Chicago). */
  from: string;
  to: string;
  totalJobs: number;
  revenueCents: number;
  commissionCents: number;
  payoutCents: number;
  /** Of the rated jobs, to two decimals; null when none was rated. */
  averageRating: number | null;
  /** Jobs with a promised arrival and a recorded arrival, and how many of them arrived within the promise plus 5 minutes. */
  promisedArrivals: number;
  onTimeArrivals: number;
  /** Every day of the period, including days without jobs. */
  days: CompletedDay[];
  /** The balances customers paid by card through us, and the tips with them (all the providers'). */
  cardBalancesCents: number;
  tipsCents: number;
  /** What the period's trip fees credited to providers add up to. */
  tripFeesCents: number;
  /** Each trip fee credited in the period, newest first. */
  tripFees: CompletedTripFeeRow[];
}

/**
 * A trip fee: the share of a kept deposit credited to the provider who set off for a job the customer
 * then cancelled, refused at the car, or was gone from. From the ledger, one per cancelled job.
 */
export interface CompletedTripFeeRow {
  /** The request's id. */
  id: string;
  trackingId: string | null;
  /** When it was credited, which is when the job was cancelled. */
  creditedAt: string;
  customerPhone: string;
  providerName: string | null;
  serviceType: string;
  vehicle: string;
  cause: CancellationCause;
  /** The deposit the customer paid, of which the trip fee is a share. */
  depositCents: number;
  tripFeeCents: number;
}

/** Why a job was cancelled, in the words the Completed tab and its export use. */
export const CANCELLATION_CAUSE_WORDS: Record<CancellationCause, string> = {
  customer: 'Customer cancelled',
  refused_at_car: 'Refused service at the car',
  gone_on_arrival: 'Gone on arrival',
  provider_cancelled: 'Provider cancelled',
  late_provider: 'Provider late',
  no_provider: 'No provider found',
  dispatcher: 'Cancelled by dispatcher',
};

export type CompletedSort = 'completedAt' | 'finalPrice' | 'rating';
export type CompletedOrder = 'asc' | 'desc';

/**
 * Query of GET /api/admin/completed. Defaults: page 1, pageSize 25 (1-100), newest completion first.
 * The id breaks ties, so pages neither repeat nor skip a job; unrated jobs come last in either order.
 */
export interface CompletedListQuery extends CompletedPeriodQuery {
  page?: number;
  pageSize?: number;
  sort?: CompletedSort;
  order?: CompletedOrder;
}

/** One row of the completed list and of its CSV export. */
export interface CompletedJobRow {
  id: string;
  trackingId: string | null;
  /** When the service was completed (updated_at when that is missing, as the spec counts it). */
  completedAt: string;
  customerPhone: string;
  providerName: string | null;
  serviceType: string;
  vehicle: string;
  finalPriceCents: number;
  commissionCents: number;
  payoutCents: number;
  rating: number | null;
  /** How the balance was paid: at the car, by card through us, or by card and still due. */
  balancePaid: 'on_site' | 'card' | 'card_due';
  /** The customer's tip by card, all the provider's; 0 without one. */
  tipCents: number;
  /** Minutes the provider arrived after the promise, beyond its 5-minute grace: 0 on time, null without a promise or a recorded arrival. */
  lateByMinutes: number | null;
}

/**
 * GET /api/admin/completed?period=…&page=…&pageSize=…&sort=…&order=…
 * GET /api/admin/completed/export.csv?period=… gives every row of the period in the default order, then
 * the period's trip fees, newest first (column Type: 'Completed' or 'Trip fee').
 */
export interface CompletedPage {
  items: CompletedJobRow[];
  total: number;
  page: number;
  pageSize: number;
}
