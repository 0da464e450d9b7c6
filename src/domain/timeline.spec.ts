import { buildTimeline, type TimelineInput } from './timeline';

const anInput = (overrides: Partial<TimelineInput> = {}): TimelineInput => ({
  status: 'pending_admin_review',
  adminPriceCents: null,
  finalPriceCents: null,
  paymentStatus: null,
  depositPaid: false,
  ...overrides,
});

const PAID: Partial<TimelineInput> = {
  adminPriceCents: 12000,
  finalPriceCents: 12000,
  paymentStatus: 'upfront_paid',
  depositPaid: true,
};

const doneTitles = (input: TimelineInput) =>
  buildTimeline(input)
    .filter((step) => step.done)
    .map((step) => step.title);

const stepTitled = (input: TimelineInput, title: string) => buildTimeline(input).find((step) => step.title === title)!;

describe('buildTimeline', () => {
  it('lists the nine steps in order with their spec titles', () => {
    expect(buildTimeline(anInput()).map((step) => step.title)).toEqual([
      'Request Submitted',
      'Admin Review Complete',
      'Price Approved',
      'Payment Completed',
      'Provider Assigned',
      'Provider En Route',
      'Provider Arrived',
      'Service In Progress',
      'Service Completed',
    ]);
  });

  it('marks a new request as submitted and current, with the admin review in progress', () => {
    const steps = buildTimeline(anInput());
    expect(steps[0]).toMatchObject({ done: true, current: true, label: 'Completed' });
    expect(steps[1]).toMatchObject({ done: false, current: false, label: 'In Progress' });
    expect(steps[2]).toMatchObject({ done: false, label: 'Pending' });
    expect(steps.slice(3).every((step) => step.label === 'Pending')).toBe(true);
  });

  it('shows price approval in progress once the admin has priced', () => {
    const input = anInput({ status: 'admin_priced', adminPriceCents: 12000 });
    expect(stepTitled(input, 'Admin Review Complete')).toMatchObject({ done: true, current: true });
    expect(stepTitled(input, 'Price Approved').label).toBe('In Progress');
  });

  it('shows price steps as pending, not in progress, on a cancelled request', () => {
    const input = anInput({ status: 'cancelled', adminPriceCents: 12000 });
    expect(stepTitled(input, 'Price Approved').label).toBe('Pending');
    expect(stepTitled(anInput({ status: 'cancelled' }), 'Admin Review Complete').label).toBe('Pending');
  });

  it('never labels a non-price step as in progress', () => {
    const input = anInput({ status: 'approved', adminPriceCents: 12000, finalPriceCents: 12000 });
    expect(stepTitled(input, 'Payment Completed').label).toBe('Pending');
  });

  it.each([
    [{ paymentStatus: 'completed' }],
    [{ paymentStatus: 'upfront_paid' }],
    [{ depositPaid: true }],
  ])('counts payment as completed for %p', (overrides) => {
    expect(stepTitled(anInput({ status: 'deposit_paid', ...overrides }), 'Payment Completed').done).toBe(true);
  });

  it.each([
    ['assigned', 'Provider Assigned'],
    ['provider_assigned', 'Provider Assigned'],
    ['en_route', 'Provider En Route'],
    ['arrived', 'Provider Arrived'],
    ['in_progress', 'Service In Progress'],
    ['completed', 'Service Completed'],
  ])('in %s every step up to %s is done and that step is current', (status, lastTitle) => {
    const steps = buildTimeline(anInput({ status, ...PAID }));
    const lastIndex = steps.findIndex((step) => step.title === lastTitle);
    expect(steps.map((step) => step.done)).toEqual(steps.map((_, i) => i <= lastIndex));
    expect(steps.filter((step) => step.current).map((step) => step.title)).toEqual([lastTitle]);
  });

  it('marks only the last done step current when earlier steps were skipped', () => {
    // Phone requests are priced directly, so there is never an admin price.
    const input = anInput({ status: 'deposit_paid', finalPriceCents: 12000, depositPaid: true });
    expect(doneTitles(input)).toEqual(['Request Submitted', 'Price Approved', 'Payment Completed']);
    expect(stepTitled(input, 'Payment Completed').current).toBe(true);
    expect(stepTitled(input, 'Admin Review Complete').label).toBe('Pending');
  });
});

describe("a business account's job", () => {
  it('awaits no payment: once priced, the step says the account is billed', () => {
    const steps = buildTimeline({ status: 'payment_completed', adminPriceCents: 8775, finalPriceCents: 8775, paymentStatus: null, depositPaid: false, onAccount: true });
    expect(steps.map(({ key, label }) => [key, label])).toEqual([
      ['submitted', 'Completed'],
      ['admin_review', 'Completed'],
      ['price_approved', 'Completed'],
      ['billed_to_account', 'Completed'],
      ['provider_assigned', 'Pending'],
      ['en_route', 'Pending'],
      ['arrived', 'Pending'],
      ['in_progress', 'Pending'],
      ['completed', 'Pending'],
    ]);
  });
});
