import type { Daypart, FunnelStep, InsightChannel, InsightPeriod, LostReason, SpeedMeasure } from '../domain/insights';

/**
 * The owner's insights (GET /api/admin/insights/*, owner and viewer). Every figure counts the
 * requests that came in during the period (Dallas days), except Money, which counts money on the
 * day it moved. Money in integer cents; durations in whole seconds; shares 0–1 or null when nothing was counted.
 */

/** Query of every insights endpoint. */
export interface InsightsQuery {
  period: InsightPeriod;
  /** YYYY-MM-DD, with `custom`. */
  from?: string;
  /** YYYY-MM-DD inclusive, with `custom`. */
  to?: string;
  /** A service's name as requests carry it ('Towing'). */
  service?: string;
  channel?: InsightChannel;
  /** A county's name without 'County' ('Tarrant'), one of `InsightsFiltersView.counties`. */
  county?: string;
  /** Requests that came in during this part of the day, Dallas time. */
  daypart?: Daypart;
}

/** GET /api/admin/insights/filters: what the filters offer. */
export interface InsightsFiltersView {
  services: string[];
  channels: Array<{ value: InsightChannel; label: string }>;
  counties: string[];
  dayparts: Array<{ value: Daypart; label: string }>;
}

/** The days the figures cover, echoed so the page can say so. */
export interface InsightsRangeView {
  from: string;
  to: string;
}

export interface FunnelStepView {
  step: FunnelStep;
  label: string;
  /** Requests that reached this step (a later step implies the earlier ones). */
  count: number;
  /** count / the previous step's count; null on the first step or when the previous is 0. */
  conversion: number | null;
}

export interface LostReasonView {
  reason: LostReason;
  label: string;
  /** The last step the lost requests had reached. */
  afterStep: FunnelStep;
  count: number;
}

export interface FunnelHourView {
  /** 0–23, Dallas time, when the request came in. */
  hour: number;
  requests: number;
  /** Requests lost before payment: closed unpaid, or unanswered for 24 hours. */
  lostBeforePayment: number;
}

/** GET /api/admin/insights/funnel */
export interface FunnelInsightsView {
  range: InsightsRangeView;
  steps: FunnelStepView[];
  /** Every reason with at least one request, most first. */
  lost: LostReasonView[];
  /** Every hour 0–23. */
  byHour: FunnelHourView[];
}

export interface SpeedMeasureView {
  measure: SpeedMeasure;
  label: string;
  /** Requests that reached the step. */
  count: number;
  p50Seconds: number | null;
  p90Seconds: number | null;
}

export interface SpeedCellView {
  /** 0 = Monday … 6 = Sunday, Dallas time. */
  weekday: number;
  hour: number;
  /** Paid requests whose provider arrived. */
  arrivals: number;
  /** The median wait from payment to the provider's arrival. */
  medianWaitSeconds: number | null;
}

/** GET /api/admin/insights/speed */
export interface SpeedInsightsView {
  range: InsightsRangeView;
  measures: SpeedMeasureView[];
  /** The wait a paid customer has for a truck (payment to arrival), overall. */
  wait: { count: number; p50Seconds: number | null; p90Seconds: number | null };
  /** Every weekday × hour (168 cells). */
  heatmap: SpeedCellView[];
}

export interface EtaErrorBucketView {
  label: string;
  arrivals: number;
}

export interface PromiseRowView {
  providerId: string;
  providerName: string;
  /** Arrivals with a promised time. */
  arrivals: number;
  onTime: number;
  onTimeRate: number | null;
  /** Median of arrival minus promise, negative when early. */
  medianErrorSeconds: number | null;
  slipsTexted: number;
  lateRefunds: number;
}

/** GET /api/admin/insights/promises */
export interface PromisesInsightsView {
  range: InsightsRangeView;
  /** Arrivals with a promised time, and those within it plus the 5-minute grace. */
  arrivals: number;
  onTime: number;
  onTimeRate: number | null;
  medianErrorSeconds: number | null;
  /** Requests whose customer was texted a new arrival time. */
  slipsTexted: number;
  /** Cancelled for a late provider, deposit refunded. */
  lateRefunds: number;
  lateRefundCents: number;
  errorBuckets: EtaErrorBucketView[];
  /** Providers with at least one promised arrival, most arrivals first. */
  providers: PromiseRowView[];
}

export interface DemandCellView {
  /** The hexagon's id (H3, resolution 6: about 36 km²). */
  cell: string;
  /** Its corners, [lat, lng], to draw. */
  boundary: Array<[number, number]>;
  center: [number, number];
  /** The nearest town, to name the area in words ('Near Arlington'). */
  near: string;
  county: string | null;
  requests: number;
  /** Requests lost before completion. */
  lost: number;
}

/** GET /api/admin/insights/demand */
export interface DemandInsightsView {
  range: InsightsRangeView;
  /** Requests with a pickup point, and those without one (not on the map). */
  mapped: number;
  unmapped: number;
  /** Busiest first. */
  cells: DemandCellView[];
  /** Pickup points of lost requests, [lat, lng], the newest 2,000. */
  lostPoints: Array<[number, number]>;
  lostPointsTotal: number;
}

export interface MoneyWeekView {
  /** The Monday of the week (YYYY-MM-DD); the first and last weeks may be partial. */
  weekStart: string;
  /** Prices of the jobs completed that week. */
  revenueCents: number;
  /** Our 15 % of that revenue. */
  commissionCents: number;
  refundsCents: number;
  /** Cancellation fees we kept. */
  feesCents: number;
  tipsCents: number;
}

export interface ServicePriceView {
  service: string;
  jobs: number;
  averagePriceCents: number;
}

/** GET /api/admin/insights/money */
export interface MoneyInsightsView {
  range: InsightsRangeView;
  totals: Omit<MoneyWeekView, 'weekStart'>;
  weeks: MoneyWeekView[];
  /** Completed jobs of the period by service, most jobs first. */
  averagePrice: ServicePriceView[];
}

export interface ProviderInsightRowView {
  providerId: string;
  providerName: string;
  offers: number;
  /** Accepted of the offers answered or expired. */
  acceptanceRate: number | null;
  medianResponseSeconds: number | null;
  onTimeRate: number | null;
  averageRating: number | null;
  /** Completed jobs. */
  jobs: number;
}

/** GET /api/admin/insights/providers */
export interface ProvidersInsightsView {
  range: InsightsRangeView;
  /** Providers with an offer or a job in the period, most jobs first. */
  providers: ProviderInsightRowView[];
}
