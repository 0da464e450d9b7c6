import { statusDisplay } from '@domain/request-status';
import { RATED_THANKS, statusBannerText } from './status-banner-text';

describe('statusBannerText', () => {
  it('asks an unrated completed job for a rating, as the shared status copy does', () => {
    expect(statusBannerText('completed', null)).toEqual(statusDisplay('completed'));
    expect(statusBannerText('completed', null).description).toMatch(/please rate your experience/);
  });

  it('thanks the customer instead once the job is rated, keeping the title', () => {
    expect(statusBannerText('completed', 4)).toEqual({ title: 'Service Completed', description: RATED_THANKS });
    expect(RATED_THANKS).toBe('Thank you for rating this service.');
  });

  it('leaves every other status as it is', () => {
    expect(statusBannerText('en_route', null)).toEqual(statusDisplay('en_route'));
    expect(statusBannerText('cancelled', 5)).toEqual(statusDisplay('cancelled'));
  });
});
