import { nonGsm7Characters, smsSegments } from '../../../../test/support/sms-segments';
import { weekWords, writeWeeklySummary } from './weekly-summary-text';

const URL = 'https://dfwroadside.example/admin/insights?period=custom&from=2026-11-16&to=2026-11-22';

describe('the weekly summary text', () => {
  it("gives the week's requests, completion rate, median wait and on-time share, with the way to the charts", () => {
    const body = writeWeeklySummary({ week: 'Nov 16-22, 2026', requests: 312, completed: 197, medianWaitSeconds: 38 * 60 + 20, onTimeRate: 0.864 }, URL);
    expect(body).toBe(`DFW Roadside, week of Nov 16-22, 2026: 312 requests, 63% completed, median wait 38 min, 86% on time. Insights: ${URL} Reply STOP to opt out.`);
  });

  it('says so when nothing was measured rather than printing a zero', () => {
    const body = writeWeeklySummary({ week: 'Nov 16-22, 2026', requests: 1, completed: 0, medianWaitSeconds: null, onTimeRate: null }, URL);
    expect(body).toContain('1 request, 0% completed, no waits measured, no promised arrivals.');
  });

  it('stays within two segments', () => {
    const body = writeWeeklySummary({ week: 'Nov 30-Dec 6, 2026', requests: 12345, completed: 12000, medianWaitSeconds: 3600, onTimeRate: 1 }, URL);
    expect(nonGsm7Characters(body)).toEqual([]);
    expect(smsSegments(body)).toBeLessThanOrEqual(2);
  });
});

describe('weekWords', () => {
  it('names a week within a month and one across two', () => {
    expect(weekWords('2026-11-16', '2026-11-22')).toBe('Nov 16-22, 2026');
    expect(weekWords('2026-11-30', '2026-12-06')).toBe('Nov 30-Dec 6, 2026');
  });
});
