import { WEBHOOK_MAX_ATTEMPTS } from '../../../infra/queue/queue-catalogue';
import { webhookRetryDelayMs } from './webhook-retry-schedule';

describe('webhookRetryDelayMs', () => {
  it('doubles from 30 seconds and never waits more than 4 hours', () => {
    expect([1, 2, 3, 9, 10, 14].map(webhookRetryDelayMs)).toEqual([30_000, 60_000, 120_000, 7_680_000, 14_400_000, 14_400_000]);
  });

  it('spreads the attempts over about a day', () => {
    const retries = Array.from({ length: WEBHOOK_MAX_ATTEMPTS - 1 }, (_, index) => webhookRetryDelayMs(index + 1));
    const span = retries.reduce((sum, wait) => sum + wait, 0);
    expect(span).toBeGreaterThanOrEqual(24 * 3600_000);
    expect(span).toBeLessThan(25 * 3600_000);
  });
});
