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
  hasProvider: false,
  hasLocation: false,
  customerTrackingId: null,
  providerJobId: null,
  customerRating: null,
  runningLate: false,
  onAccount: false,
  ...overrides,
});

const ACTORS: Actor[] = ['customer', 'admin', 'provider', 'system'];
const ACTIONS = [...new Set(LIFECYCLE_TABLE.map((row) => row.action))];
const actorOf = (action: RequestAction): Actor => LIFECYCLE_TABLE.find((row) => row.action === action)!.actor;

// The facts each action's guards need, so a legal row can be exercised from every from-status.
const GUARDS_SATISFIED: Record<RequestAction, Partial<LifecycleState>> = {
  set_price: {},
  price_on_account: { onAccount: true },
  accept_offer: { adminPriceCents: 12000, customerCounterOfferCents: 9000, adminCounterOfferCents: 10500, negotiationRound: 2 },
  counter_offer: { adminPriceCents: 12000 },
  accept_counter: { adminPriceCents: 12000, customerCounterOfferCents: 9000, negotiationRound: 0 },
  reject_counter: { adminPriceCents: 12000, customerCounterOfferCents: 9000, negotiationRound: 0 },
  final_counter: { adminPriceCents: 12000, customerCounterOfferCents: 9000, negotiationRound: 0 },
  reject_final_offer: { customerCounterOfferCents: 9000, adminCounterOfferCents: 10500, negotiationRound: 2 },
  create_payment_link: { finalPriceCents: 12000 },
  start_checkout: { finalPriceCents: 12000, hasLocation: true },
  complete_payment: { finalPriceCents: 12000 },
  refund_deposit: { finalPriceCents: 12000, depositPaid: true, paymentStatus: 'upfront_paid' },
  cancel_request: {},
  cancel_late_with_refund: { finalPriceCents: 12000, depositPaid: true, hasProvider: true, runningLate: true },
  cancel_paid_request: { finalPriceCents: 12000, depositPaid: true, paymentStatus: 'upfront_paid' },
  release_provider: { finalPriceCents: 12000, depositPaid: true, hasProvider: true },
  decline_job: { finalPriceCents: 12000, depositPaid: true, hasProvider: true },
  drop_job: { finalPriceCents: 12000, depositPaid: true, hasProvider: true },
  cancel_no_provider: { finalPriceCents: 12000, depositPaid: true, paymentStatus: 'upfront_paid' },
  confirm_gone_on_arrival: { hasProvider: true, depositPaid: true },
  close_gone_on_arrival: { hasProvider: true, depositPaid: true },
  assign_provider: { finalPriceCents: 12000, paymentStatus: 'upfront_paid', depositPaid: true },
  accept_job_offer: { finalPriceCents: 12000, paymentStatus: 'upfront_paid', depositPaid: true },
  regenerate_links: { hasProvider: true, customerTrackingId: null, providerJobId: 'ABCDEFGH1' },
  reassign_provider: { hasProvider: true, depositPaid: true, paymentStatus: 'upfront_paid' },
  start_job: { hasProvider: true },
  mark_arrived: { hasProvider: true },
  start_service: { hasProvider: true },
  complete_job: { hasProvider: true },
  rate_service: { hasProvider: true },
};

const legalState = (action: RequestAction, status: string, extra: Partial<LifecycleState> = {}) =>
  aState({ ...GUARDS_SATISFIED[action], status, ...extra });

/**
 * The lifecycle written out by hand, one legal move a line: `from  action/actor  to`.
 * It is compared with the table and with what `transition` does, so a wrong row fails here.
 */
const EXPECTED_MOVES = [
  'pending_admin_review  price_on_account/admin  payment_completed',
  'pending_admin_review  set_price/admin  admin_priced',
  'admin_priced  accept_offer/customer  approved',
  'pending_customer_response  accept_offer/customer  approved',
  'negotiating  accept_offer/customer  approved  round 2',
  'admin_priced  counter_offer/customer  negotiating  round 0',
  'pending_customer_response  counter_offer/customer  negotiating  round 0',
  'negotiating  accept_counter/admin  approved  round 2',
  'negotiating  reject_counter/admin  cancelled  round 2',
  'negotiating  final_counter/admin  negotiating  round 2',
  'negotiating  reject_final_offer/customer  cancelled  round 2',
  'pending_admin_review  create_payment_link/admin  payment_pending',
  'approved  create_payment_link/admin  payment_pending',
  'customer_accepted  create_payment_link/admin  payment_pending',
  'payment_pending  create_payment_link/admin  payment_pending',
  'approved  start_checkout/customer  payment_pending',
  'customer_accepted  start_checkout/customer  payment_pending',
  'payment_pending  start_checkout/customer  payment_pending',
  'deposit_paid  refund_deposit/admin  cancelled',
  'payment_completed  refund_deposit/admin  cancelled',
  'pending_admin_review  cancel_request/customer  cancelled',
  'admin_priced  cancel_request/customer  cancelled',
  'pending_customer_response  cancel_request/customer  cancelled',
  'negotiating  cancel_request/customer  cancelled',
  'approved  cancel_request/customer  cancelled',
  'customer_accepted  cancel_request/customer  cancelled',
  'payment_pending  cancel_request/customer  cancelled',
  'approved  complete_payment/system  deposit_paid',
  'customer_accepted  complete_payment/system  deposit_paid',
  'payment_pending  complete_payment/system  deposit_paid',
  'payment_completed  complete_payment/system  deposit_paid',
  'pending_admin_review  assign_provider/admin  provider_assigned',
  'admin_priced  assign_provider/admin  provider_assigned',
  'pending_customer_response  assign_provider/admin  provider_assigned',
  'negotiating  assign_provider/admin  provider_assigned',
  'approved  assign_provider/admin  provider_assigned',
  'customer_accepted  assign_provider/admin  provider_assigned',
  'payment_pending  assign_provider/admin  provider_assigned',
  'payment_completed  assign_provider/admin  provider_assigned',
  'deposit_paid  assign_provider/admin  provider_assigned',
  'assigned  assign_provider/admin  provider_assigned',
  'provider_assigned  assign_provider/admin  provider_assigned',
  'en_route  assign_provider/admin  provider_assigned',
  'arrived  assign_provider/admin  provider_assigned',
  'in_progress  assign_provider/admin  provider_assigned',
  'pending_admin_review  accept_job_offer/provider  provider_assigned',
  'admin_priced  accept_job_offer/provider  provider_assigned',
  'pending_customer_response  accept_job_offer/provider  provider_assigned',
  'negotiating  accept_job_offer/provider  provider_assigned',
  'approved  accept_job_offer/provider  provider_assigned',
  'customer_accepted  accept_job_offer/provider  provider_assigned',
  'payment_pending  accept_job_offer/provider  provider_assigned',
  'payment_completed  accept_job_offer/provider  provider_assigned',
  'deposit_paid  accept_job_offer/provider  provider_assigned',
  'assigned  accept_job_offer/provider  provider_assigned',
  'provider_assigned  accept_job_offer/provider  provider_assigned',
  'en_route  accept_job_offer/provider  provider_assigned',
  'arrived  accept_job_offer/provider  provider_assigned',
  'in_progress  accept_job_offer/provider  provider_assigned',
  'deposit_paid  regenerate_links/admin  provider_assigned',
  'assigned  regenerate_links/admin  provider_assigned',
  'provider_assigned  regenerate_links/admin  provider_assigned',
  'assigned  reassign_provider/admin  provider_assigned',
  'provider_assigned  reassign_provider/admin  provider_assigned',
  'en_route  reassign_provider/admin  provider_assigned',
  'assigned  release_provider/admin  deposit_paid',
  'provider_assigned  release_provider/admin  deposit_paid',
  'en_route  release_provider/admin  deposit_paid',
  'assigned  cancel_late_with_refund/customer  cancelled',
  'provider_assigned  cancel_late_with_refund/customer  cancelled',
  'en_route  cancel_late_with_refund/customer  cancelled',
  'deposit_paid  cancel_paid_request/customer  cancelled',
  'payment_completed  cancel_paid_request/customer  cancelled',
  'assigned  cancel_paid_request/customer  cancelled',
  'provider_assigned  cancel_paid_request/customer  cancelled',
  'en_route  cancel_paid_request/customer  cancelled',
  'arrived  cancel_paid_request/customer  cancelled',
  'assigned  decline_job/provider  deposit_paid',
  'provider_assigned  decline_job/provider  deposit_paid',
  'assigned  drop_job/provider  deposit_paid',
  'provider_assigned  drop_job/provider  deposit_paid',
  'en_route  drop_job/provider  deposit_paid',
  'deposit_paid  cancel_no_provider/customer  cancelled',
  'payment_completed  cancel_no_provider/customer  cancelled',
  'arrived  confirm_gone_on_arrival/admin  cancelled',
  'arrived  close_gone_on_arrival/system  cancelled',
  'assigned  start_job/provider  en_route',
  'provider_assigned  start_job/provider  en_route',
  'en_route  mark_arrived/provider  arrived',
  'arrived  start_service/provider  in_progress',
  'in_progress  complete_job/provider  completed',
  'completed  rate_service/customer  completed',
];

const describeRow = (row: { from: string; action: string; actor: string; to: string; round?: number }) =>
  `${row.from}  ${row.action}/${row.actor}  ${row.to}${row.round === undefined ? '' : `  round ${row.round}`}`;

describe('LIFECYCLE_TABLE', () => {
  it('holds exactly the expected moves', () => {
    const rows = LIFECYCLE_TABLE.flatMap((row) =>
      row.from.map((from) => describeRow({ ...row, from, round: row.negotiationRound })),
    );
    expect([...rows].sort()).toEqual([...EXPECTED_MOVES].sort());
  });

  it.each(EXPECTED_MOVES)('makes the move %s', (move) => {
    const [from, actionActor, to, round] = move.split('  ');
    const [action, actor] = actionActor.split('/') as [RequestAction, Actor];
    const expected = round
      ? { ok: true, status: to, negotiationRound: Number(round.replace('round ', '')) }
      : { ok: true, status: to };
    expect(transition(legalState(action, from), action, actor)).toEqual(expected);
  });
});

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

  describe('checkout and refund', () => {
    it('refuses checkout until the customer has shared a location', () => {
      expect(transition(aState({ status: 'approved', finalPriceCents: 12000 }), 'start_checkout', 'customer')).toEqual({
        ok: false,
        refusal: 'location_required',
        message: 'Location sharing is required before payment',
      });
    });

    it('refuses checkout once the deposit is paid', () => {
      const state = aState({ status: 'deposit_paid', depositPaid: true, hasLocation: true });
      expect(transition(state, 'start_checkout', 'customer')).toMatchObject({ ok: false, refusal: 'already_paid' });
    });

    it('lets a customer cancel with a refund only while their provider is running late', () => {
      const late = aState({ status: 'en_route', depositPaid: true, hasProvider: true, runningLate: true });
      expect(transition(late, 'cancel_late_with_refund', 'customer')).toEqual({ ok: true, status: 'cancelled' });
      expect(transition({ ...late, runningLate: false }, 'cancel_late_with_refund', 'customer')).toEqual({
        ok: false,
        refusal: 'not_running_late',
        message: 'Your provider is not running late, so there is nothing to choose.',
      });
    });

    it('refuses a refund once a provider is assigned', () => {
      const state = aState({ status: 'provider_assigned', depositPaid: true, hasProvider: true });
      expect(transition(state, 'refund_deposit', 'admin')).toEqual({
        ok: false,
        refusal: 'illegal_transition',
        message: 'This request is Provider Assigned; the deposit can no longer be refunded.',
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
      const state = aState({ status: 'provider_assigned', paymentStatus: 'upfront_paid', hasProvider: true });
      expect(transition(state, 'assign_provider', 'admin')).toMatchObject({ ok: false, refusal: 'provider_already_assigned' });
    });

    it.each(['completed', 'cancelled'])('never assigns from %s', (status) => {
      const state = aState({ status, paymentStatus: 'upfront_paid' });
      expect(transition(state, 'assign_provider', 'admin')).toMatchObject({ ok: false, refusal: 'illegal_transition' });
    });
  });

  describe('reassignment', () => {
    it('swaps the provider before they set off', () => {
      expect(transition(aState({ status: 'provider_assigned', hasProvider: true }), 'reassign_provider', 'admin')).toEqual({
        ok: true,
        status: 'provider_assigned',
      });
    });

    it('still replaces a provider on the way (one not progressing), and refuses once they are there', () => {
      expect(transition(aState({ status: 'en_route', hasProvider: true }), 'reassign_provider', 'admin')).toEqual({ ok: true, status: 'provider_assigned' });
      const result = transition(aState({ status: 'arrived', hasProvider: true }), 'reassign_provider', 'admin');
      expect(result).toEqual({
        ok: false,
        refusal: 'illegal_transition',
        message: 'This request is Arrived; the provider can no longer be changed.',
      });
    });

    it('refuses when no provider is assigned', () => {
      expect(transition(aState({ status: 'provider_assigned' }), 'reassign_provider', 'admin')).toEqual({
        ok: false,
        refusal: 'no_provider',
        message: 'No provider is assigned to this request yet.',
      });
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
        hasProvider: true,
        customerTrackingId: 'ABCDEFGH1',
        providerJobId: 'ZYXWVUT98',
      });
      expect(transition(state, 'regenerate_links', 'admin')).toMatchObject({ ok: false, refusal: 'links_present' });
    });

    it('allows regeneration when only the job link is missing', () => {
      const state = aState({ status: 'assigned', hasProvider: true, customerTrackingId: 'ABCDEFGH1' });
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

describe('cancel_request', () => {
  it('refuses a customer cancel once the deposit is paid', () => {
    expect(transition(aState({ status: 'payment_pending', depositPaid: true }), 'cancel_request', 'customer')).toMatchObject({
      ok: false,
      refusal: 'already_paid',
    });
  });

  it('refuses a customer cancel once a provider is assigned', () => {
    expect(transition(aState({ status: 'provider_assigned', hasProvider: true }), 'cancel_request', 'customer')).toMatchObject({
      ok: false,
      refusal: 'provider_already_assigned',
    });
  });
});

describe('allowedActions', () => {
  it('offers the customer accept, counter and cancel on a priced request', () => {
    expect(allowedActions(aState({ status: 'admin_priced', adminPriceCents: 12000 }), 'customer')).toEqual([
      'accept_offer',
      'counter_offer',
      'cancel_request',
    ]);
  });

  it('offers the provider only the next step, and before arriving, dropping the job (before setting off, turning it down too)', () => {
    const byStatus: Array<[RequestStatus, RequestAction[]]> = [
      ['provider_assigned', ['decline_job', 'drop_job', 'start_job']],
      ['en_route', ['drop_job', 'mark_arrived']],
      ['arrived', ['start_service']],
      ['in_progress', ['complete_job']],
      ['completed', []],
    ];
    for (const [status, actions] of byStatus) {
      expect(allowedActions(aState({ status, hasProvider: true }), 'provider')).toEqual(actions);
    }
  });
});
