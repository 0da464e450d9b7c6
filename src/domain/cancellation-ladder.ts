import type { RequestStatus } from './request-status';

/**
 * The published cancellation ladder: what a paid deposit becomes when a request is cancelled, by how
 * far the job had gone and whose doing the cancellation was. Money in integer cents.
 */

/** How far the job had gone: no provider on the way yet, on the way, or at the car. */
export const CANCELLATION_STEPS = ['before_dispatch', 'on_the_way', 'at_the_car'] as const;
export type CancellationStep = (typeof CANCELLATION_STEPS)[number];

/**
 * Why it ends. The customer's own cancel (on the page or by text), their refusal at the car and a
 * gone-on-arrival are theirs; every other cause is a failure of the product or the provider.
 */
export type CancellationCause =
  | 'customer'
  | 'refused_at_car'
  | 'gone_on_arrival'
  | 'provider_cancelled'
  | 'late_provider'
  | 'no_provider'
  | 'dispatcher';

const CUSTOMER_CAUSES: ReadonlySet<CancellationCause> = new Set(['customer', 'refused_at_car', 'gone_on_arrival']);

/** Every cent of the deposit, once: refund + platform fee + provider credit = deposit. */
export interface CancellationSplit {
  refundCents: number;
  platformFeeCents: number;
  providerCreditCents: number;
}

export interface CancellationTerms {
  /** The provider's trip fee once on the way, as a whole percent of the deposit. */
  tripFeePercent: number;
}

export const DEFAULT_CANCELLATION_TERMS: CancellationTerms = { tripFeePercent: 60 };

const STEPS: Partial<Record<RequestStatus, CancellationStep>> = {
  assigned: 'before_dispatch',
  provider_assigned: 'before_dispatch',
  en_route: 'on_the_way',
  arrived: 'at_the_car',
};

/**
 * The step a request stands at for its cancellation, or null once service has started or the request
 * is closed (nothing is cancelled then). Before a provider is assigned it is 'before_dispatch'.
 */
export function cancellationStep(status: RequestStatus): CancellationStep | null {
  if (status === 'in_progress' || status === 'completed' || status === 'cancelled') return null;
  return STEPS[status] ?? 'before_dispatch';
}

/** The customer's cancel is free before a provider is on the way; from then on the deposit is the fee. */
export function cancellationSplit(depositCents: number, step: CancellationStep, cause: CancellationCause, terms: CancellationTerms): CancellationSplit {
  const customersDoing = CUSTOMER_CAUSES.has(cause);
  if (!customersDoing || step === 'before_dispatch') return { refundCents: depositCents, platformFeeCents: 0, providerCreditCents: 0 };
  const providerCreditCents = Math.floor((depositCents * terms.tripFeePercent) / 100);
  return { refundCents: 0, platformFeeCents: depositCents - providerCreditCents, providerCreditCents };
}

/** What the customer is told their own cancel would do now: the deposit back in full, or kept. */
export interface CustomerCancelOutcome {
  step: CancellationStep;
  /** The paid deposit; null while nothing is paid, when cancelling is free. */
  depositCents: number | null;
  refundCents: number;
  keptCents: number;
}

/** Null once service has started or the request is closed. The trip fee's share does not change the customer's figures. */
export function customerCancelOutcome(status: RequestStatus, paidDepositCents: number | null): CustomerCancelOutcome | null {
  const step = cancellationStep(status);
  if (!step) return null;
  if (paidDepositCents === null) return { step, depositCents: null, refundCents: 0, keptCents: 0 };
  const { refundCents } = cancellationSplit(paidDepositCents, step, 'customer', DEFAULT_CANCELLATION_TERMS);
  return { step, depositCents: paidDepositCents, refundCents, keptCents: paidDepositCents - refundCents };
}
