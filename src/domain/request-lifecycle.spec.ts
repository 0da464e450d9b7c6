import {
  LIFECYCLE_TABLE,
  allowedActions,
  transition,
  type Actor,
  type LifecycleState,
  type RequestAction,
} from './request-lifecycle';
import { REQUEST_STATUSES, type RequestStatus } from './request-status';

const aState = (overrides: Partial<LifecycleState> = {}): LifecycleState => ({
  status: 'pending_admin_review',
  negotiationRound: null,
  adminPriceCents: null,
  customerCounterOfferCents: null,
  adminCounterOfferCents: null,
  finalPriceCents: null,
  paymentStatus: null,
  depositPaid: false,
  providerName: null,
  customerTrackingId: null,
  providerJobId: null,
  customerRating: null,
  ...overrides,
});

const ACTORS: Actor[] = ['customer', 'admin', 'provider', 'system'];
const ACTIONS = [...new Set(LIFECYCLE_TABLE.map((row) => row.action))];
const actorOf = (action: RequestAction): Actor => LIFECYCLE_TABLE.find((row) => row.action === action)!.actor;

// The facts each action's guards need, so a legal row can be exercised from every from-status.
const GUARDS_SATISFIED: Record<RequestAction, Partial<LifecycleState>> = {
  set_price: {},
  accept_offer: { adminPriceCents: 12000, customerCounterOfferCents: 9000, adminCounterOfferCents: 10500, negotiationRound: 2 },
  counter_offer: { adminPriceCents: 12000 },
  accept_counter: { adminPriceCents: 12000, customerCounterOfferCents: 9000, negotiationRound: 0 },
  reject_counter: { adminPriceCents: 12000, customerCounterOfferCents: 9000, negotiationRound: 0 },
  final_counter: { adminPriceCents: 12000, customerCounterOfferCents: 9000, negotiationRound: 0 },
  reject_final_offer: { customerCounterOfferCents: 9000, adminCounterOfferCents: 10500, negotiationRound: 2 },
  create_payment_link: { finalPriceCents: 12000 },
  complete_payment: { finalPriceCents: 12000 },
  assign_provider: { finalPriceCents: 12000, paymentStatus: 'upfront_paid', depositPaid: true },
  regenerate_links: { providerName: 'Sam Rivera', customerTrackingId: null, providerJobId: 'ABCDEFGH1' },
  start_job: { providerName: 'Sam Rivera' },
  mark_arrived: { providerName: 'Sam Rivera' },
  start_service: { providerName: 'Sam Rivera' },
  complete_job: { providerName: 'Sam Rivera' },
  rate_service: { providerName: 'Sam Rivera' },
};

const legalState = (action: RequestAction, status: string, extra: Partial<LifecycleState> = {}) =>
  aState({ ...GUARDS_SATISFIED[action], status, ...extra });

describe('transition', () => {
  describe('legal rows', () => {
    const legalCases = LIFECYCLE_TABLE.flatMap((row) =>
      row.from.map((from) => ({ action: row.action, actor: row.actor, from, to: row.to, round: row.negotiationRound })),
    );

    it.each(legalCases)('allows $action by $actor from $from to $to', ({ action, actor, from, to, round }) => {
      const result = transition(legalState(action, from), action, actor);
      expect(result).toEqual(round === undefined ? { ok: true, status: to } : { ok: true, status: to, negotiationRound: round });
    });
  });

  describe('illegal transitions', () => {
    const illegalCases = REQUEST_STATUSES.flatMap((status) =>
      ACTIONS.filter((action) => !LIFECYCLE_TABLE.some((row) => row.action === action && row.from.includes(status))).map(
        (action) => ({ status, action }),
      ),
    );

    it('covers every status with at least one refused action', () => {
      const covered = new Set(illegalCases.map((c) => c.status));
      expect([...covered].sort()).toEqual([...REQUEST_STATUSES].sort());
    });

    it.each(illegalCases)('refuses $action from $status', ({ status, action }) => {
      const result = transition(aState({ status }), action, actorOf(action));
      expect(result).toMatchObject({ ok: false, refusal: 'illegal_transition' });
    });

    it('names the current status when refusing a transition that came too late', () => {
      expect(transition(aState({ status: 'cancelled' }), 'set_price', 'admin')).toEqual({
        ok: false,
        refusal: 'illegal_transition',
        message: 'This request is Cancelled; it can no longer be priced.',
      });
    });

    it('says "yet" when refusing a transition that came too early', () => {
      const result = transition(aState({ status: 'pending_admin_review' }), 'start_job', 'provider');
      expect(result).toMatchObject({ message: "This request is Pending Review; the job can't be started yet." });
    });

    it('refuses an unknown status', () => {
      const result = transition(aState({ status: 'on_hold' }), 'set_price', 'admin');
      expect(result).toEqual({
        ok: false,
        refusal: 'illegal_transition',
        message: 'This request is on hold; it can no longer be priced.',
      });
    });
  });

  describe('terminal statuses', () => {
    it.each(ACTIONS)('lets nothing leave cancelled, not even %s', (action) => {
      expect(transition(legalState(action, 'cancelled'), action, actorOf(action)).ok).toBe(false);
    });

    it.each(ACTIONS.filter((a) => a !== 'rate_service'))('refuses %s on a completed request', (action) => {
      expect(transition(legalState(action, 'completed'), action, actorOf(action)).ok).toBe(false);
    });

    it('lets the customer rate a completed request, which stays completed', () => {
      expect(transition(aState({ status: 'completed' }), 'rate_service', 'customer')).toEqual({ ok: true, status: 'completed' });
    });
  });

  describe('wrong actor', () => {
    const wrongActorCases = ACTIONS.flatMap((action) =>
      ACTORS.filter((actor) => actor !== actorOf(action)).map((actor) => ({ action, actor })),
    );

    it.each(wrongActorCases)('refuses $action by $actor', ({ action, actor }) => {
      const status = LIFECYCLE_TABLE.find((row) => row.action === action)!.from[0];
      expect(transition(legalState(action, status), action, actor)).toMatchObject({ ok: false, refusal: 'wrong_actor' });
    });

    it('says who may act', () => {
      expect(transition(aState(), 'set_price', 'customer')).toMatchObject({ message: 'Only the dispatcher can set the price.' });
    });
  });

  describe('offers', () => {
    it.each(['admin_priced', 'pending_customer_response'])('refuses to accept an offer without an admin price in %s', (status) => {
      expect(transition(aState({ status }), 'accept_offer', 'customer')).toMatchObject({ ok: false, refusal: 'no_admin_price' });
    });

    it('refuses a counter-offer when there is no admin price', () => {
      const result = transition(aState({ status: 'admin_priced' }), 'counter_offer', 'customer');
      expect(result).toMatchObject({ ok: false, refusal: 'no_admin_price' });
    });

    it('refuses to accept while the dispatcher is still reviewing the counter-offer', () => {
      const state = legalState('accept_offer', 'negotiating', { negotiationRound: 0, adminCounterOfferCents: null });
      expect(transition(state, 'accept_offer', 'customer')).toEqual({
        ok: false,
        refusal: 'illegal_transition',
        message: 'The dispatcher is still reviewing your counter-offer.',
      });
    });

    it('refuses to accept in round 2 when there is no final offer', () => {
      const state = legalState('accept_offer', 'negotiating', { adminCounterOfferCents: null });
      expect(transition(state, 'accept_offer', 'customer')).toMatchObject({ ok: false, refusal: 'no_final_offer' });
    });
  });

  describe('counter-offers', () => {
    it.each(REQUEST_STATUSES)('refuses a second counter-offer (status %s)', (status) => {
      const state = aState({ status, adminPriceCents: 12000, customerCounterOfferCents: 9000 });
      expect(transition(state, 'counter_offer', 'customer')).toEqual({
        ok: false,
        refusal: 'counter_offer_already_used',
        message: 'You can only make one counter-offer per request.',
      });
    });

    it.each<RequestAction>(['accept_counter', 'reject_counter', 'final_counter'])(
      'refuses %s when the admin has already decided (round 2)',
      (action) => {
        const state = legalState(action, 'negotiating', { negotiationRound: 2, adminCounterOfferCents: 10500 });
        expect(transition(state, action, 'admin')).toMatchObject({ ok: false, refusal: 'no_counter_offer' });
      },
    );

    it.each<RequestAction>(['accept_counter', 'reject_counter', 'final_counter'])(
      'refuses %s when there is no customer counter-offer',
      (action) => {
        const state = legalState(action, 'negotiating', { customerCounterOfferCents: null });
        expect(transition(state, action, 'admin')).toMatchObject({ ok: false, refusal: 'no_counter_offer' });
      },
    );

    it('refuses to reject a final offer while the counter-offer is still under review', () => {
      const state = legalState('reject_final_offer', 'negotiating', { negotiationRound: 0, adminCounterOfferCents: null });
      expect(transition(state, 'reject_final_offer', 'customer')).toEqual({
        ok: false,
        refusal: 'no_final_offer',
        message: 'The dispatcher is still reviewing your counter-offer.',
      });
    });

    it('refuses to reject a final offer that was never made', () => {
      const state = legalState('reject_final_offer', 'negotiating', { adminCounterOfferCents: null });
      expect(transition(state, 'reject_final_offer', 'customer')).toMatchObject({ ok: false, refusal: 'no_final_offer' });
    });
  });

  describe('payment', () => {
    it.each(['payment_pending', 'deposit_paid', 'provider_assigned'])(
      'refuses a payment link once the deposit is paid (status %s)',
      (status) => {
        const state = aState({ status, finalPriceCents: 12000, depositPaid: true });
        expect(transition(state, 'create_payment_link', 'admin')).toMatchObject({ ok: false, refusal: 'already_paid' });
      },
    );

    it.each(['payment_pending', 'deposit_paid', 'en_route'])('refuses to record a payment twice (status %s)', (status) => {
      const state = aState({ status, depositPaid: true, paymentStatus: 'upfront_paid' });
      expect(transition(state, 'complete_payment', 'system')).toEqual({
        ok: false,
        refusal: 'already_paid',
        message: 'The deposit for this request has already been paid.',
      });
    });
  });

  describe('provider assignment', () => {
    it('allows assignment in deposit_paid without an upfront_paid payment status', () => {
      const state = aState({ status: 'deposit_paid', depositPaid: true });
      expect(transition(state, 'assign_provider', 'admin')).toEqual({ ok: true, status: 'provider_assigned' });
    });

    it('allows assignment in the legacy payment_completed status', () => {
      const state = aState({ status: 'payment_completed' });
      expect(transition(state, 'assign_provider', 'admin')).toEqual({ ok: true, status: 'provider_assigned' });
    });

    it.each(['approved', 'payment_pending', 'pending_admin_review'])('refuses assignment before payment (status %s)', (status) => {
      const state = aState({ status, paymentStatus: 'pending' });
      expect(transition(state, 'assign_provider', 'admin')).toMatchObject({ ok: false, refusal: 'payment_not_received' });
    });

    it('refuses a second provider', () => {
      const state = aState({ status: 'provider_assigned', paymentStatus: 'upfront_paid', providerName: 'Sam Rivera' });
      expect(transition(state, 'assign_provider', 'admin')).toMatchObject({ ok: false, refusal: 'provider_already_assigned' });
    });

    it.each(['completed', 'cancelled'])('never assigns from %s', (status) => {
      const state = aState({ status, paymentStatus: 'upfront_paid' });
      expect(transition(state, 'assign_provider', 'admin')).toMatchObject({ ok: false, refusal: 'illegal_transition' });
    });
  });

  describe('link regeneration', () => {
    it('refuses without a provider', () => {
      const state = aState({ status: 'deposit_paid' });
      expect(transition(state, 'regenerate_links', 'admin')).toMatchObject({ ok: false, refusal: 'no_provider' });
    });

    it('refuses when both links exist', () => {
      const state = aState({
        status: 'provider_assigned',
        providerName: 'Sam Rivera',
        customerTrackingId: 'ABCDEFGH1',
        providerJobId: 'ZYXWVUT98',
      });
      expect(transition(state, 'regenerate_links', 'admin')).toMatchObject({ ok: false, refusal: 'links_present' });
    });

    it('allows regeneration when only the job link is missing', () => {
      const state = aState({ status: 'assigned', providerName: 'Sam Rivera', customerTrackingId: 'ABCDEFGH1' });
      expect(transition(state, 'regenerate_links', 'admin')).toEqual({ ok: true, status: 'provider_assigned' });
    });
  });

  describe('rating', () => {
    it('refuses a second rating', () => {
      const state = aState({ status: 'completed', customerRating: 4 });
      expect(transition(state, 'rate_service', 'customer')).toMatchObject({ ok: false, refusal: 'already_rated' });
    });
  });
});

describe('allowedActions', () => {
  it('offers the customer accept and counter on a priced request', () => {
    expect(allowedActions(aState({ status: 'admin_priced', adminPriceCents: 12000 }), 'customer')).toEqual([
      'accept_offer',
      'counter_offer',
    ]);
  });

  it('offers the provider only the next step', () => {
    const byStatus: Array<[RequestStatus, RequestAction[]]> = [
      ['provider_assigned', ['start_job']],
      ['en_route', ['mark_arrived']],
      ['arrived', ['start_service']],
      ['in_progress', ['complete_job']],
      ['completed', []],
    ];
    for (const [status, actions] of byStatus) {
      expect(allowedActions(aState({ status, providerName: 'Sam Rivera' }), 'provider')).toEqual(actions);
    }
  });
});
