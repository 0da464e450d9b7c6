import { LIFECYCLE_TABLE } from '../../src/domain/request-lifecycle';
import type { RequestStatus } from '../../src/domain/request-status';

/**
 * What a storm day left behind, as read after it from the database, the stand-ins' records and the
 * load generator's clients: the input of the invariants below. Times are epoch milliseconds.
 */
export interface StormDayRecord {
  requests: readonly {
    id: string;
    trackingId: string;
    status: string;
    depositPaid: boolean;
    paymentStatus: string | null;
    providerId: string | null;
    /** The customer was texted that their paid request is still waiting for a provider (the no-provider question). */
    toldStillWaiting: boolean;
  }[];
  /** The activity log's status moves, in the order they were written (from is null where a request was created). */
  moves: readonly { requestId: string; fromStatus: string | null; toStatus: string }[];
  /** The outbox: every text the app meant to send. */
  texts: readonly { id: string; requestId: string | null; idempotencyKey: string; status: string; lastError: string | null }[];
  /** The texts the Twilio stand-in accepted, by the idempotency key the app sent with each. */
  textsReceived: readonly { idempotencyKey: string }[];
  /** The deposits the Stripe stand-in charged, by the request each names. */
  depositCharges: readonly { requestId: string; amountCents: number }[];
  offers: readonly { id: string; requestId: string; providerId: string; status: string }[];
  /** Each tracking page the load kept open to the end, with the last status it showed. */
  trackers: readonly { trackingId: string; lastStatusShown: string | null }[];
  /** Each position a page showed as live, with when the provider's phone took it and when the page showed it. */
  livePositions: readonly { providerId: string; takenAt: number; shownAt: number }[];
  /** The faults' windows. */
  outages: readonly { fault: string; from: number; to: number }[];
}

export interface InvariantViolation {
  /** The request it concerns, when there is one: the id an operator looks up. */
  requestId?: string;
  detail: string;
}

export interface InvariantResult {
  name: string;
  /** How many things it looked at (requests, texts, offers, pages or positions). */
  checked: number;
  violations: InvariantViolation[];
}

/** The statuses the lifecycle writes (its targets) and the one a request starts in: a request ends the day in one of them. */
const WRITTEN_STATUSES: ReadonlySet<string> = new Set<RequestStatus>(['pending_admin_review', ...LIFECYCLE_TABLE.map((row) => row.to)]);
/** A text the app is done with: sent (and maybe delivered), not sent to a number that opted out, or failed with its reason. */
const SETTLED_TEXT_STATUSES: ReadonlySet<string> = new Set(['sent', 'delivered', 'suppressed', 'failed']);

/** Every invariant over the day, in the report's order. */
export function checkInvariants(day: StormDayRecord): InvariantResult[] {
  return [
    requestsInWrittenStates(day),
    activityLogsReplay(day),
    paidRequestsAccountedFor(day),
    noTextSentTwice(day),
    noTextLost(day),
    depositsChargedOnce(day),
    noOfferAcceptedTwice(day),
    openPagesSawTheFinalStatus(day),
    noStalePositionShownLive(day),
  ];
}

export function requestsInWrittenStates({ requests }: StormDayRecord): InvariantResult {
  return {
    name: 'every request is in a state the lifecycle writes',
    checked: requests.length,
    violations: requests.filter(({ status }) => !WRITTEN_STATUSES.has(status)).map(({ id, status }) => ({ requestId: id, detail: `status '${status}'` })),
  };
}

/**
 * A request's status moves replay to its status when they make one walk from its creation to where it
 * stands: each status left as often as it is reached, but for the start (left once more) and the end
 * (reached once more), and every move reachable from the start. Their order is not needed (two moves of
 * one millisecond have no order in the log), so a status reached again (a job released and assigned
 * again) replays too.
 */
export function activityLogsReplay({ requests, moves }: StormDayRecord): InvariantResult {
  const movesOf = new Map<string, { fromStatus: string | null; toStatus: string }[]>();
  for (const move of moves) movesOf.set(move.requestId, [...(movesOf.get(move.requestId) ?? []), move]);
  const violations = requests.flatMap(({ id, status }): InvariantViolation[] => {
    const problem = walkProblem(movesOf.get(id) ?? [], status);
    return problem ? [{ requestId: id, detail: problem }] : [];
  });
  return { name: "every request's activity log replays to its status", checked: requests.length, violations };
}

const CREATED = '(created)';

function walkProblem(moves: readonly { fromStatus: string | null; toStatus: string }[], status: string): string | null {
  if (moves.length === 0) return 'its log has no status move';
  // How much more often each status is reached than left, beyond what a walk from creation to `status` needs.
  const offBalance = new Map<string, number>([
    [CREATED, 1],
    [status, -1],
  ]);
  const shift = (node: string, by: number) => offBalance.set(node, (offBalance.get(node) ?? 0) + by);
  for (const { fromStatus, toStatus } of moves) {
    shift(fromStatus ?? CREATED, -1);
    shift(toStatus, 1);
  }
  const unbalanced = [...offBalance].filter(([, by]) => by !== 0);
  if (unbalanced.length > 0) {
    const list = unbalanced.map(([node, by]) => `${node} ${by > 0 ? '+' : ''}${by}`).join(', ');
    return `its moves make no walk from its creation to '${status}' (reached more than left: ${list})`;
  }
  const reached = new Set([CREATED]);
  for (let grew = true; grew; ) {
    grew = false;
    for (const { fromStatus, toStatus } of moves) {
      if (reached.has(fromStatus ?? CREATED) && !reached.has(toStatus)) {
        reached.add(toStatus);
        grew = true;
      }
    }
  }
  const apart = moves.filter(({ fromStatus }) => !reached.has(fromStatus ?? CREATED));
  return apart.length === 0 ? null : `moves apart from its walk: ${apart.map(({ fromStatus, toStatus }) => `${fromStatus} -> ${toStatus}`).join(', ')}`;
}

export function paidRequestsAccountedFor({ requests }: StormDayRecord): InvariantResult {
  const paid = requests.filter((request) => request.depositPaid);
  return {
    name: 'every paid request was assigned, refunded, or is waiting with the customer told',
    checked: paid.length,
    violations: paid
      .filter((request) => request.providerId === null && request.paymentStatus !== 'refunded' && !request.toldStillWaiting)
      .map(({ id, status }) => ({ requestId: id, detail: `paid, ${status}, no provider, not refunded, customer not told` })),
  };
}

export function noTextSentTwice({ textsReceived }: StormDayRecord): InvariantResult {
  return {
    name: 'no text reached the SMS gateway twice (by idempotency key)',
    checked: textsReceived.length,
    violations: [...countBy(textsReceived, ({ idempotencyKey }) => idempotencyKey)]
      .filter(([, times]) => times > 1)
      .map(([key, times]) => ({ detail: `key ${key} received ${times} times` })),
  };
}

export function noTextLost({ texts, textsReceived }: StormDayRecord): InvariantResult {
  const received = new Set(textsReceived.map(({ idempotencyKey }) => idempotencyKey));
  const lost = texts.flatMap((text): InvariantViolation[] => {
    const where = { ...(text.requestId ? { requestId: text.requestId } : {}) };
    if (!SETTLED_TEXT_STATUSES.has(text.status)) return [{ ...where, detail: `text ${text.id} still ${text.status}` }];
    if (text.status === 'failed' && !text.lastError) return [{ ...where, detail: `text ${text.id} failed without a reason` }];
    if ((text.status === 'sent' || text.status === 'delivered') && !received.has(text.idempotencyKey)) {
      return [{ ...where, detail: `text ${text.id} marked ${text.status} but never received` }];
    }
    return [];
  });
  return { name: 'no text lost: every outbox row sent, or failed with a reason', checked: texts.length, violations: lost };
}

export function depositsChargedOnce({ requests, depositCharges }: StormDayRecord): InvariantResult {
  const charges = countBy(depositCharges, ({ requestId }) => requestId);
  const violations = requests.flatMap(({ id, depositPaid }): InvariantViolation[] => {
    const times = charges.get(id) ?? 0;
    if (times > 1) return [{ requestId: id, detail: `deposit charged ${times} times` }];
    if (depositPaid && times === 0) return [{ requestId: id, detail: 'marked paid, never charged' }];
    if (!depositPaid && times === 1) return [{ requestId: id, detail: 'charged, not marked paid' }];
    return [];
  });
  return { name: 'every deposit charged once, and only for a paid request', checked: requests.length, violations };
}

export function noOfferAcceptedTwice({ offers }: StormDayRecord): InvariantResult {
  const accepted = countBy(
    offers.filter(({ status }) => status === 'accepted'),
    ({ requestId }) => requestId,
  );
  return {
    name: 'no request had two offers accepted',
    checked: offers.length,
    violations: [...accepted].filter(([, times]) => times > 1).map(([requestId, times]) => ({ requestId, detail: `${times} offers accepted` })),
  };
}

export function openPagesSawTheFinalStatus({ requests, trackers }: StormDayRecord): InvariantResult {
  const byCode = new Map(requests.map((request) => [request.trackingId, request]));
  const violations = trackers.flatMap(({ trackingId, lastStatusShown }): InvariantViolation[] => {
    const request = byCode.get(trackingId);
    if (!request) return [{ detail: `page for ${trackingId}, a code no request has` }];
    if (lastStatusShown !== request.status) {
      return [{ requestId: request.id, detail: `page last showed '${lastStatusShown ?? 'nothing'}', request is '${request.status}'` }];
    }
    return [];
  });
  return { name: 'every tracking page that stayed open saw the final status', checked: trackers.length, violations };
}

export function noStalePositionShownLive({ livePositions, outages }: StormDayRecord): InvariantResult {
  const violations = livePositions.flatMap(({ providerId, takenAt, shownAt }): InvariantViolation[] => {
    const outage = outages.find(({ from, to }) => takenAt < from && shownAt > to);
    return outage ? [{ detail: `provider ${providerId}: a position from before the ${outage.fault} shown as live after it` }] : [];
  });
  return { name: 'no position older than an outage shown as live after it', checked: livePositions.length, violations };
}

function countBy<T>(items: readonly T[], key: (item: T) => string): Map<string, number> {
  const counts = new Map<string, number>();
  for (const item of items) counts.set(key(item), (counts.get(key(item)) ?? 0) + 1);
  return counts;
}
