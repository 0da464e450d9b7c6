import { discountCents, isAccountRole, PARTNER_JOB_STATUSES, partnerEventFor, partnerJobStatus, requestStatusesFor, withinCreditLimit } from './business-accounts';
import { REQUEST_STATUSES } from './request-status';

describe("a business account's view of its jobs", () => {
  it('names every request status by one partner status, and the filter finds each status again', () => {
    for (const status of REQUEST_STATUSES) expect(requestStatusesFor(partnerJobStatus(status))).toContain(status);
    expect(PARTNER_JOB_STATUSES.flatMap(requestStatusesFor).sort()).toEqual([...REQUEST_STATUSES].sort());
  });

  it('keeps the negotiation and the deposit to itself: a job is received, then priced', () => {
    expect(['pending_admin_review', 'admin_priced', 'negotiating'].map((status) => partnerJobStatus(status as never))).toEqual(['received', 'received', 'received']);
    expect(partnerJobStatus('payment_completed')).toBe('priced');
    expect(partnerJobStatus('provider_assigned')).toBe('assigned');
  });

  it.each([
    [null, 'pending_admin_review', 'job.created'],
    ['pending_admin_review', 'payment_completed', 'job.priced'],
    ['payment_completed', 'provider_assigned', 'job.assigned'],
    ['provider_assigned', 'en_route', 'job.en_route'],
    ['en_route', 'arrived', 'job.arrived'],
    ['arrived', 'in_progress', null],
    ['in_progress', 'completed', 'job.completed'],
    ['en_route', 'cancelled', 'job.cancelled'],
    ['provider_assigned', 'provider_assigned', null],
    ['en_route', 'en_route', null],
    ['assigned', 'provider_assigned', null],
  ] as const)('tells the move %s → %s as %s', (from, to, event) => {
    expect(partnerEventFor(from, to)).toBe(event);
  });

  it('takes the discount off the subtotal in basis points, half a cent rounded up', () => {
    expect(discountCents(100_000, 500)).toBe(5_000);
    expect(discountCents(12_345, 250)).toBe(309);
    expect(discountCents(10_000, 0)).toBe(0);
  });

  it('lets a job in while the month is below the limit, and none once it reaches it', () => {
    expect(withinCreditLimit(0, 1)).toBe(true);
    expect(withinCreditLimit(99_999, 100_000)).toBe(true);
    expect(withinCreditLimit(100_000, 100_000)).toBe(false);
  });

  it("knows an account's roles from the desk's", () => {
    expect(['account_admin', 'requester', 'owner', 'viewer'].map(isAccountRole)).toEqual([true, true, false, false]);
  });
});
