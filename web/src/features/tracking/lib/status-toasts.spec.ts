import type { CustomerRequestView } from '@contracts/request-views';
import { MESSAGES } from '@/i18n/all-messages';
import { requestChangeToasts } from './status-toasts';

const view = (status: string, provider: Partial<NonNullable<CustomerRequestView['provider']>> | null = null) =>
  ({ status, provider }) as unknown as CustomerRequestView;

const english = (toasts: ReturnType<typeof requestChangeToasts>) =>
  toasts.map(({ kind, title, description }) => ({ kind, title: MESSAGES.en[title], description: MESSAGES.en[description] }));

describe('requestChangeToasts', () => {
  it('says nothing on the first load', () => {
    expect(requestChangeToasts(undefined, view('en_route'))).toEqual([]);
  });

  it("announces the spec's status changes in its words", () => {
    expect(english(requestChangeToasts(view('deposit_paid'), view('assigned')))).toEqual([
      {
        kind: 'success',
        title: 'Provider Assigned',
        description: 'A provider has been assigned to your request and will head your way shortly.',
      },
    ]);
    expect(english(requestChangeToasts(view('arrived'), view('completed')))).toEqual([
      { kind: 'success', title: 'Service Completed', description: 'Your service is complete. Thank you for choosing us!' },
    ]);
  });

  it('does not repeat the same toast between statuses that share it, nor announce unlisted ones', () => {
    expect(requestChangeToasts(view('assigned'), view('provider_assigned'))).toEqual([]);
    expect(requestChangeToasts(view('pending_admin_review'), view('admin_priced'))).toEqual([]);
  });

  it("announces live tracking once the provider's position first shows", () => {
    const before = view('en_route', { lat: null, lng: null });
    const after = view('en_route', { lat: 32.7, lng: -96.8 });
    expect(english(requestChangeToasts(before, after))).toEqual([
      { kind: 'info', title: 'Live Tracking Active', description: "You can now follow your provider's location in real time." },
    ]);
    expect(requestChangeToasts(after, after)).toEqual([]);
  });
});
