import type { AdminRequestSummary } from '@contracts/request-views';
import { REQUEST_STATUSES } from '@domain/request-status';
import { boardCounts, isActiveRequest } from './request-display';

const withStatus = (status: string) => ({ id: status, status }) as AdminRequestSummary;

describe('boardCounts', () => {
  it('counts every active request exactly once, so the tiles add up to the list', () => {
    const active = REQUEST_STATUSES.map(withStatus).filter(isActiveRequest);
    const total = boardCounts(active).reduce((sum, { count }) => sum + count, 0);
    expect(total).toBe(active.length);
  });

  it('counts a phone request, which starts awaiting payment', () => {
    const counts = boardCounts([withStatus('payment_pending')]);
    expect(counts.find(({ label }) => label === 'Awaiting Payment')?.count).toBe(1);
  });

  it('leaves completed and cancelled requests off the Active tab', () => {
    expect(isActiveRequest(withStatus('cancelled'))).toBe(false);
    expect(isActiveRequest(withStatus('completed'))).toBe(false);
    expect(isActiveRequest(withStatus('payment_pending'))).toBe(true);
  });
});
