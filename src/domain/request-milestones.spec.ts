import { stampMilestones, type RequestMilestones } from './request-milestones';

const at = (minute: number) => new Date(Date.UTC(2026, 10, 2, 12, minute));
const fresh = (status: RequestMilestones['status']): RequestMilestones => ({ status, pricedAt: null, acceptedAt: null, closedAction: null });

describe('stampMilestones', () => {
  it('stamps nothing on a request waiting for its price', () => {
    const request = fresh('pending_admin_review');
    stampMilestones(request, null, at(0));
    expect(request).toEqual(fresh('pending_admin_review'));
  });

  it('stamps the price once, at the first priced status, and keeps it through negotiation', () => {
    const request = fresh('admin_priced');
    stampMilestones(request, 'set_price', at(1));
    request.status = 'negotiating';
    stampMilestones(request, 'counter_offer', at(5));
    expect(request.pricedAt).toEqual(at(1));
    expect(request.acceptedAt).toBeNull();
  });

  it('stamps price and acceptance together when a request skips the offer (a job billed to an account)', () => {
    const request = fresh('payment_completed');
    stampMilestones(request, 'price_on_account', at(2));
    expect(request.pricedAt).toEqual(at(2));
    expect(request.acceptedAt).toEqual(at(2));
  });

  it('keeps the first acceptance when a provider hands the job back', () => {
    const request = { ...fresh('provider_assigned'), pricedAt: at(1), acceptedAt: at(3) };
    request.status = 'deposit_paid';
    stampMilestones(request, 'drop_job', at(9));
    expect(request.acceptedAt).toEqual(at(3));
  });

  it('records the action that cancelled a request, and only the first', () => {
    const request = { ...fresh('cancelled'), pricedAt: at(1) };
    stampMilestones(request, 'reject_final_offer', at(4));
    stampMilestones(request, 'refund_deposit', at(6));
    expect(request.closedAction).toBe('reject_final_offer');
    expect(request.acceptedAt).toBeNull();
  });
});
