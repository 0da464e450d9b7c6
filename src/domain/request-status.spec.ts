import {
  ACTIVE_PROVIDER_STATUSES,
  PROVIDER_VISIBLE_STATUSES,
  REQUEST_STATUSES,
  customerStatusDisplay,
  isRequestStatus,
  statusDisplay,
  statusLabel,
} from './request-status';

describe('statusDisplay', () => {
  it.each(REQUEST_STATUSES)('gives %s a title and a full-sentence description', (status) => {
    const { title, description } = statusDisplay(status);
    expect(title).not.toBe('Unknown Status');
    expect(title.length).toBeGreaterThan(0);
    expect(description).toMatch(/\.$/);
  });

  it('tells a new customer a dispatcher is reviewing the request', () => {
    expect(statusDisplay('pending_admin_review')).toEqual({
      title: 'Request Received',
      description: 'A dispatcher is reviewing your request and will send you a price shortly.',
    });
  });

  it('titles the terminal statuses', () => {
    expect(statusDisplay('completed').title).toBe('Service Completed');
    expect(statusDisplay('cancelled').title).toBe('Request Cancelled');
  });

  it('shows an unknown status with only its first underscore replaced', () => {
    expect(statusDisplay('on_hold_by_dispatch')).toEqual({ title: 'Unknown Status', description: 'on hold_by_dispatch' });
  });
});

describe('statusLabel', () => {
  it.each(REQUEST_STATUSES)('labels %s without underscores', (status) => {
    expect(statusLabel(status)).not.toContain('_');
  });

  it('labels badges in title case', () => {
    expect(statusLabel('pending_admin_review')).toBe('Pending Review');
    expect(statusLabel('en_route')).toBe('En Route');
  });

  it('falls back to the status with its first underscore replaced', () => {
    expect(statusLabel('on_hold_by_dispatch')).toBe('on hold_by_dispatch');
  });
});

describe('provider status groups', () => {
  it('shows the live map only while a provider is active', () => {
    expect(ACTIVE_PROVIDER_STATUSES).toEqual(['assigned', 'provider_assigned', 'en_route', 'arrived', 'in_progress']);
  });

  it('shows provider info while active and after completion', () => {
    expect(PROVIDER_VISIBLE_STATUSES).toEqual([...ACTIVE_PROVIDER_STATUSES, 'completed']);
  });
});

describe('isRequestStatus', () => {
  it('accepts listed statuses and rejects anything else', () => {
    expect(isRequestStatus('en_route')).toBe(true);
    expect(isRequestStatus('EN_ROUTE')).toBe(false);
    expect(isRequestStatus(undefined)).toBe(false);
  });
});

describe('customerStatusDisplay', () => {
  it('asks an unrated completed job for a rating, as the status copy does', () => {
    expect(customerStatusDisplay('completed', null)).toEqual(statusDisplay('completed'));
    expect(customerStatusDisplay('completed', null).description).toMatch(/please rate your experience/);
  });

  it('thanks the customer instead once the job is rated, keeping the title', () => {
    expect(customerStatusDisplay('completed', 4)).toEqual({ title: 'Service Completed', description: 'Thank you for rating this service.' });
  });

  it('leaves every other status as it is', () => {
    expect(customerStatusDisplay('en_route', null)).toEqual(statusDisplay('en_route'));
    expect(customerStatusDisplay('cancelled', 5)).toEqual(statusDisplay('cancelled'));
  });
});
