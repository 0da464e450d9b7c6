import { cancellationSplit, cancellationStep, customerCancelOutcome, DEFAULT_CANCELLATION_TERMS, type CancellationCause, type CancellationStep } from './cancellation-ladder';
import { REQUEST_STATUSES } from './request-status';

const CAUSES: CancellationCause[] = ['customer', 'refused_at_car', 'gone_on_arrival', 'provider_cancelled', 'late_provider', 'no_provider', 'dispatcher'];
const STEPS: CancellationStep[] = ['before_dispatch', 'on_the_way', 'at_the_car'];

describe('the cancellation ladder', () => {
  it('places each status on its step, and nothing once service has started or the request is closed', () => {
    expect(cancellationStep('pending_admin_review')).toBe('before_dispatch');
    expect(cancellationStep('deposit_paid')).toBe('before_dispatch');
    expect(cancellationStep('assigned')).toBe('before_dispatch');
    expect(cancellationStep('en_route')).toBe('on_the_way');
    expect(cancellationStep('arrived')).toBe('at_the_car');
    for (const status of ['in_progress', 'completed', 'cancelled'] as const) expect(cancellationStep(status)).toBeNull();
    for (const status of REQUEST_STATUSES) expect([...STEPS, null]).toContain(cancellationStep(status));
  });

  it('refunds the customer in full before a provider is on the way, whoever cancels', () => {
    for (const cause of CAUSES) {
      expect(cancellationSplit(1875, 'before_dispatch', cause, DEFAULT_CANCELLATION_TERMS)).toEqual({ refundCents: 1875, platformFeeCents: 0, providerCreditCents: 0 });
    }
  });

  it("keeps the deposit once the provider is on the way when it is the customer's doing, and credits the provider 60 %", () => {
    for (const step of ['on_the_way', 'at_the_car'] as const) {
      for (const cause of ['customer', 'refused_at_car', 'gone_on_arrival'] as const) {
        expect(cancellationSplit(1875, step, cause, DEFAULT_CANCELLATION_TERMS)).toEqual({ refundCents: 0, platformFeeCents: 750, providerCreditCents: 1125 });
      }
    }
  });

  it('refunds in full whenever the product or the provider fails the customer', () => {
    for (const step of STEPS) {
      for (const cause of ['provider_cancelled', 'late_provider', 'no_provider', 'dispatcher'] as const) {
        expect(cancellationSplit(1875, step, cause, DEFAULT_CANCELLATION_TERMS).refundCents).toBe(1875);
      }
    }
  });

  it('accounts for every cent of the deposit, at every step, for every cause and trip fee', () => {
    for (let deposit = 0; deposit <= 5_000; deposit += 7) {
      for (const tripFeePercent of [0, 33, 60, 99, 100]) {
        for (const step of STEPS) {
          for (const cause of CAUSES) {
            const split = cancellationSplit(deposit, step, cause, { tripFeePercent });
            expect(split.refundCents + split.platformFeeCents + split.providerCreditCents).toBe(deposit);
            expect(Math.min(split.refundCents, split.platformFeeCents, split.providerCreditCents)).toBeGreaterThanOrEqual(0);
          }
        }
      }
    }
  });

  it('tells the customer their deposit comes back before the provider sets off, and is kept after', () => {
    expect(customerCancelOutcome('deposit_paid', 1875)).toEqual({ step: 'before_dispatch', depositCents: 1875, refundCents: 1875, keptCents: 0 });
    expect(customerCancelOutcome('en_route', 1875)).toEqual({ step: 'on_the_way', depositCents: 1875, refundCents: 0, keptCents: 1875 });
    expect(customerCancelOutcome('arrived', 1875)).toEqual({ step: 'at_the_car', depositCents: 1875, refundCents: 0, keptCents: 1875 });
    expect(customerCancelOutcome('admin_priced', null)).toEqual({ step: 'before_dispatch', depositCents: null, refundCents: 0, keptCents: 0 });
    expect(customerCancelOutcome('in_progress', 1875)).toBeNull();
  });
});
