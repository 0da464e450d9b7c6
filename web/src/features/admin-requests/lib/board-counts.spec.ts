import type { AdminRequestSummary } from '@contracts/request-views';
import { REQUEST_STATUSES } from '@domain/request-status';
import { boardCounts, isActiveRequest } from './request-display';

const withStatus = (status: string, requestType: AdminRequestSummary['requestType'] = 'online') => ({ id: status, status, requestType }) as AdminRequestSummary;
const countIn = (label: string, requests: AdminRequestSummary[]) => boardCounts(requests).find((tile) => tile.label === label)?.count;

describe('boardCounts', () => {
  it('counts every active request exactly once, so the tiles add up to the list', () => {
    const active = REQUEST_STATUSES.map((status) => withStatus(status)).filter(isActiveRequest);
    const total = boardCounts(active).reduce((sum, { count }) => sum + count, 0);
    expect(total).toBe(active.length);
  });

  it('counts a phone request as Pending until its deposit is paid', () => {
    for (const status of ['approved', 'payment_pending']) {
      expect(countIn('Pending', [withStatus(status, 'phone')])).toBe(1);
      expect(countIn('Awaiting Payment', [withStatus(status, 'phone')])).toBe(0);
    }
    expect(countIn('Ready to Assign', [withStatus('deposit_paid', 'phone')])).toBe(1);
    expect(countIn('Pending', [withStatus('deposit_paid', 'phone')])).toBe(0);
  });

  it('counts an online or text request waiting for its deposit as Awaiting Payment', () => {
    expect(countIn('Awaiting Payment', [withStatus('payment_pending', 'online'), withStatus('approved', 'sms')])).toBe(2);
    expect(countIn('Pending', [withStatus('payment_pending', 'online')])).toBe(0);
  });

  it('counts every phone request exactly once too', () => {
    const active = REQUEST_STATUSES.map((status) => withStatus(status, 'phone')).filter(isActiveRequest);
    expect(boardCounts(active).reduce((sum, { count }) => sum + count, 0)).toBe(active.length);
  });

  it('leaves completed and cancelled requests off the Active tab', () => {
    expect(isActiveRequest(withStatus('cancelled'))).toBe(false);
    expect(isActiveRequest(withStatus('completed'))).toBe(false);
    expect(isActiveRequest(withStatus('payment_pending'))).toBe(true);
  });
});
