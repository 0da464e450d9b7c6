import type { DisputeView } from '@contracts/payment-views';
import { disputeReasonWords, disputeStatusWords } from './dispute-words';

describe("a dispute's reason in words", () => {
  it.each([
    ['fraudulent', 'Fraudulent'],
    ['product_not_received', 'Service not received'],
    ['duplicate', 'Duplicate'],
    ['unrecognized', 'Unrecognized'],
    ['credit_not_processed', 'Credit not processed'],
    ['general', 'General'],
    ['subscription_canceled', 'Subscription canceled'],
    ['product_unacceptable', 'Service unacceptable'],
  ])('reads Stripe’s %p as %p', (reason, words) => {
    expect(disputeReasonWords(reason)).toBe(words);
  });

  it('writes a reason it does not know as its words, capitalized', () => {
    expect(disputeReasonWords('bank_cannot_process')).toBe('Bank cannot process');
    expect(disputeReasonWords('customer_initiated')).toBe('Customer initiated');
    expect(disputeReasonWords('noncompliant')).toBe('Noncompliant');
    expect(disputeReasonWords('')).toBe('Not given');
  });
});

describe('where a dispute stands, in words', () => {
  const time = (iso: string) => `at ${iso}`;
  const dispute = (status: DisputeView['status'], submittedBy: string | null = null, submittedAt: string | null = null) => ({
    status,
    submittedBy,
    submittedAt,
  });

  it('needs a response until the evidence is submitted', () => {
    expect(disputeStatusWords(dispute('needs_response'), time)).toBe('Needs response');
  });

  it('names who submitted the evidence, and when', () => {
    expect(disputeStatusWords(dispute('submitted', 'Dana Reyes', '2026-11-30T15:04:00.000Z'), time)).toBe(
      'Evidence submitted by Dana Reyes at 2026-11-30T15:04:00.000Z',
    );
    expect(disputeStatusWords(dispute('submitted'), time)).toBe('Evidence submitted');
  });

  it('tells the outcome once the bank decided', () => {
    expect(disputeStatusWords(dispute('won', 'Dana Reyes', '2026-11-30T15:04:00.000Z'), time)).toBe('Won');
    expect(disputeStatusWords(dispute('lost'), time)).toBe('Lost');
  });
});
