import { unhandledJobs } from './queue-catalogue.check';

describe('unhandledJobs', () => {
  it('names every catalogued job without a processor', () => {
    expect(unhandledJobs([{ queue: 'sms-inbound', handledJobs: () => ['handle-inbound'] }])).toEqual([
      'sms/send-sms',
      'sms-inbound/sweep-outbox',
      'maintenance/cleanup-completed',
      'maintenance/check-provider-documents',
      'maintenance/sweep-orphan-files',
      'maintenance/send-weekly-summary',
      'link-expiry/expire-links',
      'offers/expire-offer',
      'partner-webhooks/deliver-webhook',
    ]);
  });

  it('is empty when every queue has its jobs handled', () => {
    expect(
      unhandledJobs([
        { queue: 'sms', handledJobs: () => ['send-sms'] },
        { queue: 'sms-inbound', handledJobs: () => ['handle-inbound', 'sweep-outbox'] },
        { queue: 'maintenance', handledJobs: () => ['cleanup-completed', 'check-provider-documents', 'sweep-orphan-files', 'send-weekly-summary'] },
        { queue: 'link-expiry', handledJobs: () => ['expire-links'] },
        { queue: 'offers', handledJobs: () => ['expire-offer'] },
        { queue: 'partner-webhooks', handledJobs: () => ['deliver-webhook'] },
      ]),
    ).toEqual([]);
  });
});
