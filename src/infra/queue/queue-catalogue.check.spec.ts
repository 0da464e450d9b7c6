import { unhandledJobs } from './queue-catalogue.check';

describe('unhandledJobs', () => {
  it('names every catalogued job without a processor', () => {
    expect(unhandledJobs([{ queue: 'sms', handledJobs: () => ['send-sms'] }])).toEqual([
      'sms/sweep-outbox',
      'sms/handle-inbound',
      'maintenance/cleanup-completed',
      'link-expiry/expire-links',
    ]);
  });

  it('is empty when every queue has its jobs handled', () => {
    expect(
      unhandledJobs([
        { queue: 'sms', handledJobs: () => ['send-sms', 'sweep-outbox', 'handle-inbound'] },
        { queue: 'maintenance', handledJobs: () => ['cleanup-completed'] },
        { queue: 'link-expiry', handledJobs: () => ['expire-links'] },
      ]),
    ).toEqual([]);
  });
});
