import { checkInvariants, type StormDayRecord } from './invariants';

const MINUTE = 60_000;

/** A small day with nothing wrong: a completed tow, a paid request still waiting (its customer told), a new request. */
function aCleanDay(): StormDayRecord {
  return {
    requests: [
      { id: 'r-done', trackingId: 'DONE0001', status: 'completed', depositPaid: true, paymentStatus: 'upfront_paid', providerId: 'p-1', toldStillWaiting: false },
      { id: 'r-wait', trackingId: 'WAIT0001', status: 'deposit_paid', depositPaid: true, paymentStatus: 'upfront_paid', providerId: null, toldStillWaiting: true },
      { id: 'r-new', trackingId: 'NEW00001', status: 'pending_admin_review', depositPaid: false, paymentStatus: null, providerId: null, toldStillWaiting: false },
    ],
    moves: [
      { requestId: 'r-done', fromStatus: null, toStatus: 'pending_admin_review' },
      { requestId: 'r-wait', fromStatus: null, toStatus: 'pending_admin_review' },
      { requestId: 'r-done', fromStatus: 'pending_admin_review', toStatus: 'admin_priced' },
      { requestId: 'r-done', fromStatus: 'admin_priced', toStatus: 'approved' },
      { requestId: 'r-wait', fromStatus: 'pending_admin_review', toStatus: 'admin_priced' },
      { requestId: 'r-wait', fromStatus: 'admin_priced', toStatus: 'approved' },
      { requestId: 'r-wait', fromStatus: 'approved', toStatus: 'deposit_paid' },
      { requestId: 'r-done', fromStatus: 'approved', toStatus: 'deposit_paid' },
      { requestId: 'r-done', fromStatus: 'deposit_paid', toStatus: 'provider_assigned' },
      { requestId: 'r-done', fromStatus: 'provider_assigned', toStatus: 'completed' },
      { requestId: 'r-new', fromStatus: null, toStatus: 'pending_admin_review' },
    ],
    texts: [
      { id: 't-1', requestId: 'r-done', idempotencyKey: 'k-1', status: 'delivered', lastError: null },
      { id: 't-2', requestId: 'r-wait', idempotencyKey: 'k-2', status: 'sent', lastError: null },
      { id: 't-3', requestId: 'r-new', idempotencyKey: 'k-3', status: 'failed', lastError: 'Twilio 21610: the number opted out' },
    ],
    textsReceived: [{ idempotencyKey: 'k-1' }, { idempotencyKey: 'k-2' }],
    depositCharges: [
      { requestId: 'r-done', amountCents: 3000 },
      { requestId: 'r-wait', amountCents: 1800 },
    ],
    offers: [
      { id: 'o-1', requestId: 'r-done', providerId: 'p-1', status: 'accepted' },
      { id: 'o-2', requestId: 'r-done', providerId: 'p-2', status: 'withdrawn' },
      { id: 'o-3', requestId: 'r-wait', providerId: 'p-2', status: 'expired' },
    ],
    trackers: [
      { trackingId: 'DONE0001', lastStatusShown: 'completed' },
      { trackingId: 'WAIT0001', lastStatusShown: 'deposit_paid' },
    ],
    livePositions: [{ providerId: 'p-1', takenAt: 20 * MINUTE, shownAt: 20 * MINUTE + 500 }],
    outages: [{ fault: 'Redis restart', from: 10 * MINUTE, to: 11 * MINUTE }],
  };
}

/** The violations of the one invariant whose name contains `name`. */
function violationsOf(day: StormDayRecord, name: string) {
  const result = checkInvariants(day).find((invariant) => invariant.name.includes(name));
  if (!result) throw new Error(`no invariant named like '${name}'`);
  return result.violations;
}

describe('the storm day invariants', () => {
  it('find nothing wrong with a clean day, and say how much each looked at', () => {
    const results = checkInvariants(aCleanDay());
    expect(results.flatMap((result) => result.violations)).toEqual([]);
    expect(results.map((result) => result.checked)).toEqual([3, 3, 2, 2, 3, 3, 3, 2, 1]);
  });

  it('report a request left in a status the lifecycle never writes', () => {
    const day = aCleanDay();
    day.requests = [...day.requests, { ...day.requests[2], id: 'r-odd', trackingId: 'ODD00001', status: 'customer_accepted' }];
    expect(violationsOf(day, 'state the lifecycle writes')).toEqual([{ requestId: 'r-odd', detail: "status 'customer_accepted'" }]);
  });

  it("report a request whose log skips a move, one whose log stops short of its status, and one with a loop apart from its walk", () => {
    const day = aCleanDay();
    day.moves = [
      ...day.moves.filter((move) => !(move.requestId === 'r-wait' && move.toStatus === 'approved')),
      { requestId: 'r-done', fromStatus: 'en_route', toStatus: 'arrived' },
      { requestId: 'r-done', fromStatus: 'arrived', toStatus: 'en_route' },
    ];
    day.requests = day.requests.map((request) => (request.id === 'r-new' ? { ...request, status: 'admin_priced' } : request));
    expect(violationsOf(day, 'replays to its status')).toEqual([
      { requestId: 'r-done', detail: 'moves apart from its walk: en_route -> arrived, arrived -> en_route' },
      { requestId: 'r-wait', detail: "its moves make no walk from its creation to 'deposit_paid' (reached more than left: admin_priced +1, approved -1)" },
      { requestId: 'r-new', detail: "its moves make no walk from its creation to 'admin_priced' (reached more than left: admin_priced -1, pending_admin_review +1)" },
    ]);
  });

  it('replay a job released and assigned again, whatever the order its moves were read in', () => {
    const day = aCleanDay();
    day.moves = [
      ...day.moves.filter((move) => move.requestId !== 'r-done' || move.toStatus !== 'completed'),
      { requestId: 'r-done', fromStatus: 'provider_assigned', toStatus: 'deposit_paid' },
      { requestId: 'r-done', fromStatus: 'deposit_paid', toStatus: 'provider_assigned' },
      { requestId: 'r-done', fromStatus: 'provider_assigned', toStatus: 'completed' },
    ].reverse();
    expect(violationsOf(day, 'replays to its status')).toEqual([]);
  });

  it('report a paid request with no provider, no refund and no word to the customer', () => {
    const day = aCleanDay();
    day.requests = day.requests.map((request) => (request.id === 'r-wait' ? { ...request, toldStillWaiting: false } : request));
    expect(violationsOf(day, 'every paid request')).toEqual([{ requestId: 'r-wait', detail: 'paid, deposit_paid, no provider, not refunded, customer not told' }]);
  });

  it('accept a paid request refunded without a provider', () => {
    const day = aCleanDay();
    day.requests = day.requests.map((request) => (request.id === 'r-wait' ? { ...request, status: 'cancelled', paymentStatus: 'refunded', toldStillWaiting: false } : request));
    expect(violationsOf(day, 'every paid request')).toEqual([]);
  });

  it('report a text the SMS gateway received twice', () => {
    const day = aCleanDay();
    day.textsReceived = [...day.textsReceived, { idempotencyKey: 'k-2' }];
    expect(violationsOf(day, 'twice (by idempotency key)')).toEqual([{ detail: 'key k-2 received 2 times' }]);
  });

  it('report a text still queued, a failure without its reason, and a text marked sent that never arrived', () => {
    const day = aCleanDay();
    day.texts = [
      ...day.texts,
      { id: 't-4', requestId: 'r-wait', idempotencyKey: 'k-4', status: 'queued', lastError: null },
      { id: 't-5', requestId: null, idempotencyKey: 'k-5', status: 'failed', lastError: null },
      { id: 't-6', requestId: 'r-done', idempotencyKey: 'k-6', status: 'sent', lastError: null },
    ];
    expect(violationsOf(day, 'no text lost')).toEqual([
      { requestId: 'r-wait', detail: 'text t-4 still queued' },
      { detail: 'text t-5 failed without a reason' },
      { requestId: 'r-done', detail: 'text t-6 marked sent but never received' },
    ]);
  });

  it('report a deposit charged twice, a paid request never charged, and a charge the request does not know of', () => {
    const day = aCleanDay();
    day.depositCharges = [{ requestId: 'r-done', amountCents: 3000 }, { requestId: 'r-done', amountCents: 3000 }, { requestId: 'r-new', amountCents: 1500 }];
    expect(violationsOf(day, 'every deposit charged once')).toEqual([
      { requestId: 'r-done', detail: 'deposit charged 2 times' },
      { requestId: 'r-wait', detail: 'marked paid, never charged' },
      { requestId: 'r-new', detail: 'charged, not marked paid' },
    ]);
  });

  it('report a request with two accepted offers', () => {
    const day = aCleanDay();
    day.offers = day.offers.map((offer) => (offer.id === 'o-2' ? { ...offer, status: 'accepted' } : offer));
    expect(violationsOf(day, 'two offers accepted')).toEqual([{ requestId: 'r-done', detail: '2 offers accepted' }]);
  });

  it('report an open page that never saw its final status, and a page for a code no request has', () => {
    const day = aCleanDay();
    day.trackers = [{ trackingId: 'DONE0001', lastStatusShown: 'in_progress' }, { trackingId: 'GONE0001', lastStatusShown: null }];
    expect(violationsOf(day, 'saw the final status')).toEqual([
      { requestId: 'r-done', detail: "page last showed 'in_progress', request is 'completed'" },
      { detail: 'page for GONE0001, a code no request has' },
    ]);
  });

  it('report a position taken before an outage and shown as live after it, and accept one taken after it', () => {
    const day = aCleanDay();
    day.livePositions = [
      { providerId: 'p-1', takenAt: 9 * MINUTE, shownAt: 12 * MINUTE },
      { providerId: 'p-2', takenAt: 11.5 * MINUTE, shownAt: 12 * MINUTE },
    ];
    expect(violationsOf(day, 'no position older than an outage')).toEqual([{ detail: 'provider p-1: a position from before the Redis restart shown as live after it' }]);
  });
});
