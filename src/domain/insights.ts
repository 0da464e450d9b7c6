import type { CancellationCause } from './cancellation-ladder';
import { calendarDayIn, reportRange, type PeriodChoice, type PeriodResult } from './report-period';
import type { RequestType } from './request-record';

/**
 * The owner's insights: the words and buckets every chart, table, CSV and the weekly text share,
 * so a figure means the same wherever it is read.
 */

export const INSIGHT_PERIODS = ['day', 'week', 'month', 'custom'] as const;
export type InsightPeriod = (typeof INSIGHT_PERIODS)[number];

/** Today, or as the Completed tab reads week, month and a custom range, in Dallas days. */
export const INSIGHT_PERIOD_PROBLEM = { title: 'Invalid Period', description: 'Please choose Today, This Week, This Month or Custom Range.' } as const;

export function insightsRange(choice: PeriodChoice, now: Date): PeriodResult {
  if (choice.period === 'day') {
    const today = calendarDayIn(now);
    return { ok: true, range: { from: today, to: today } };
  }
  return reportRange(choice, now);
}

export const INSIGHT_CHANNELS = ['online', 'phone', 'text', 'partner'] as const;
export type InsightChannel = (typeof INSIGHT_CHANNELS)[number];

export const CHANNEL_LABELS: Record<InsightChannel, string> = {
  online: 'Online',
  phone: 'Phone',
  text: 'Text',
  partner: 'Partner API',
};

/** How a request came in, as the owner names the channel. */
export const REQUEST_TYPE_OF_CHANNEL: Record<InsightChannel, RequestType> = {
  online: 'online',
  phone: 'phone',
  text: 'sms',
  partner: 'partner',
};

/** Parts of the day in Dallas time, by the hour a request came in (start inclusive, end exclusive). */
export const DAYPARTS = {
  night: { from: 0, to: 6, label: 'Night (midnight–6 AM)' },
  morning: { from: 6, to: 12, label: 'Morning (6 AM–noon)' },
  afternoon: { from: 12, to: 18, label: 'Afternoon (noon–6 PM)' },
  evening: { from: 18, to: 24, label: 'Evening (6 PM–midnight)' },
} as const;
export type Daypart = keyof typeof DAYPARTS;
export const DAYPART_NAMES = Object.keys(DAYPARTS) as Daypart[];

export const FUNNEL_STEPS = ['requested', 'priced', 'accepted', 'paid', 'assigned', 'arrived', 'completed'] as const;
export type FunnelStep = (typeof FUNNEL_STEPS)[number];

export const FUNNEL_STEP_LABELS: Record<FunnelStep, string> = {
  requested: 'Requested',
  priced: 'Priced',
  accepted: 'Price Accepted',
  paid: 'Paid',
  assigned: 'Provider Assigned',
  arrived: 'Provider Arrived',
  completed: 'Completed',
};

/** A request left unpriced, or its price unanswered, this long is lost: the customer went elsewhere. */
export const NO_ANSWER_AFTER_HOURS = 24;

export const LOST_REASONS = [
  'not_priced',
  'no_answer',
  'rejected_by_customer',
  'rejected_by_dispatcher',
  'cancelled_by_customer',
  'cancelled_by_dispatcher',
  'cancelled_by_provider',
  'late_provider',
  'no_provider',
  'gone_on_arrival',
  'refused_at_car',
] as const;
export type LostReason = (typeof LOST_REASONS)[number];

export const LOST_REASON_LABELS: Record<LostReason, string> = {
  not_priced: 'Not priced within 24 hours',
  no_answer: 'No answer to the price within 24 hours',
  rejected_by_customer: 'Price rejected by the customer',
  rejected_by_dispatcher: 'Counter-offer rejected by a dispatcher',
  cancelled_by_customer: 'Cancelled by the customer',
  cancelled_by_dispatcher: 'Cancelled by a dispatcher',
  cancelled_by_provider: 'Cancelled by the provider',
  late_provider: 'Cancelled: provider late',
  no_provider: 'Cancelled: no provider found',
  gone_on_arrival: 'Customer not there on arrival',
  refused_at_car: 'Customer refused at the car',
};

/** The lifecycle action that closed a request, to its reason, when no cancellation cause was recorded. */
const REASON_OF_CLOSING_ACTION: Record<string, LostReason> = {
  reject_final_offer: 'rejected_by_customer',
  reject_counter: 'rejected_by_dispatcher',
  cancel_request: 'cancelled_by_customer',
  cancel_paid_request: 'cancelled_by_customer',
  cancel_late_with_refund: 'late_provider',
  cancel_no_provider: 'no_provider',
  confirm_gone_on_arrival: 'gone_on_arrival',
  close_gone_on_arrival: 'gone_on_arrival',
  refund_deposit: 'cancelled_by_dispatcher',
};

const REASON_OF_CAUSE: Record<CancellationCause, LostReason> = {
  customer: 'cancelled_by_customer',
  refused_at_car: 'refused_at_car',
  gone_on_arrival: 'gone_on_arrival',
  provider_cancelled: 'cancelled_by_provider',
  late_provider: 'late_provider',
  no_provider: 'no_provider',
  dispatcher: 'cancelled_by_dispatcher',
};

/** Why a cancelled request was lost: its recorded cause first, then the action that closed it. */
export function lostReasonOf(cause: CancellationCause | null, closingAction: string | null): LostReason {
  if (cause) return REASON_OF_CAUSE[cause];
  return (closingAction && REASON_OF_CLOSING_ACTION[closingAction]) || 'cancelled_by_dispatcher';
}

export const SPEED_MEASURES = ['first_price', 'payment', 'assignment', 'arrival'] as const;
export type SpeedMeasure = (typeof SPEED_MEASURES)[number];

/** Each measured from the moment the request came in. */
export const SPEED_MEASURE_LABELS: Record<SpeedMeasure, string> = {
  first_price: 'Request to first price',
  payment: 'Request to payment',
  assignment: 'Request to provider assigned',
  arrival: 'Request to provider arrived',
};

/** Buckets of arrival minus promise, in minutes: negative is early. The last is open-ended. */
export const ETA_ERROR_BUCKETS = [
  { upTo: -10, label: 'More than 10 min early' },
  { upTo: -5, label: '5–10 min early' },
  { upTo: 0, label: 'Up to 5 min early' },
  { upTo: 5, label: 'Up to 5 min late' },
  { upTo: 10, label: '5–10 min late' },
  { upTo: 20, label: '10–20 min late' },
  { upTo: 30, label: '20–30 min late' },
  { upTo: null, label: 'More than 30 min late' },
] as const;

export const WEEKDAY_LABELS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'] as const;
