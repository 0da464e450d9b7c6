/**
 * Extra charges a provider proposes at the car (a winch-out, extra miles, a dolly, waiting): never
 * owed until the customer approves each one, and every total in integer cents.
 */
export const EXTRA_KINDS = ['winch_out', 'extra_miles', 'dolly', 'wait_time', 'other'] as const;
export type ExtraKind = (typeof EXTRA_KINDS)[number];

/**
 * 'held' waits for a dispatcher (it costs more than the job's accepted price) and the customer has not
 * been asked yet; 'proposed' waits for the customer; 'expired' was still open when the job ended.
 */
export const EXTRA_STATUSES = ['held', 'proposed', 'approved', 'declined', 'voided', 'expired'] as const;
export type ExtraStatus = (typeof EXTRA_STATUSES)[number];

/** Still to be decided: by a dispatcher ('held') or by the customer ('proposed'). */
export const OPEN_EXTRA_STATUSES = ['held', 'proposed'] as const satisfies readonly ExtraStatus[];

export const EXTRA_ANSWERS = ['approve', 'decline'] as const;
export type ExtraAnswer = (typeof EXTRA_ANSWERS)[number];

/** $1 to $2,000 an item: more than that is a new job, priced by a dispatcher. */
export const MIN_EXTRA_CENTS = 100;
export const MAX_EXTRA_CENTS = 200_000;

/** A customer is never asked about more than a few charges at once, nor about many on one job. */
export const MAX_OPEN_EXTRAS = 3;
export const MAX_EXTRAS_PER_JOB = 5;

/** A plain YES or NO this soon after the customer's only charge was settled is about that charge. */
export const RECENT_ANSWER_MS = 30 * 60 * 1000;

export const EXTRA_LABELS: Record<ExtraKind, string> = {
  winch_out: 'Winch-out',
  extra_miles: 'Extra miles',
  dolly: 'Dolly',
  wait_time: 'Wait time',
  other: 'Other',
};

export interface OnSiteTotals {
  priceCents: number;
  approvedExtrasCents: number;
  depositCents: number;
  /** The accepted price plus approved extras, less the deposit already paid: what the provider collects. */
  dueOnSiteCents: number;
}

export function onSiteTotals(priceCents: number, extras: ReadonlyArray<{ status: ExtraStatus; amountCents: number }>, depositCents: number): OnSiteTotals {
  const approvedExtrasCents = extras.filter((extra) => extra.status === 'approved').reduce((sum, extra) => sum + extra.amountCents, 0);
  return { priceCents, approvedExtrasCents, depositCents, dueOnSiteCents: Math.max(0, priceCents + approvedExtrasCents - depositCents) };
}

export const isOpenExtra = (status: ExtraStatus): boolean => (OPEN_EXTRA_STATUSES as readonly ExtraStatus[]).includes(status);

/** A charge above the job's accepted price is put to the customer only once a dispatcher agrees to it. */
export const needsDispatcher = (amountCents: number, acceptedPriceCents: number | null): boolean => amountCents > (acceptedPriceCents ?? 0);

export type ProposalRefusal = 'too_many_open' | 'too_many_on_job';

/** Why one more charge may not be proposed on a job that already has these, if it may not. */
export function proposalRefusal(extras: ReadonlyArray<{ status: ExtraStatus }>): ProposalRefusal | null {
  if (extras.length >= MAX_EXTRAS_PER_JOB) return 'too_many_on_job';
  if (extras.filter((extra) => isOpenExtra(extra.status)).length >= MAX_OPEN_EXTRAS) return 'too_many_open';
  return null;
}

/** An extra as a text answer sees it: its number on the job, and when (if ever) the customer was asked. */
export interface AskableExtra {
  number: number;
  status: ExtraStatus;
  askedAt: Date | null;
  /** When it stopped waiting: answered, voided or expired. */
  settledAt: Date | null;
}

export type TextAnswerTarget<T extends AskableExtra> =
  /** Answer this one. */
  | { kind: 'answer'; extra: T }
  /** Ambiguous: ask which of these the customer means (oldest first). */
  | { kind: 'which'; waiting: T[] }
  /** The charge the customer means no longer waits: say what became of it. */
  | { kind: 'settled'; extra: T }
  /** No charge of that number was ever put to the customer. */
  | { kind: 'unknown'; number: number }
  /** Nothing about charges: the word is for someone else. */
  | { kind: 'none' };

/**
 * Which charge a customer's YES or NO answers. A numbered answer ('YES 2') names its charge. A plain
 * one answers a charge only when it is the one waiting and the last one the customer was asked about,
 * so a YES never lands on a charge other than the one whose text the customer is answering; otherwise
 * the customer is asked which.
 */
export function textAnswerTarget<T extends AskableExtra>(extras: readonly T[], number: number | null, now: Date): TextAnswerTarget<T> {
  const asked = extras.filter((extra) => extra.askedAt !== null).sort((a, b) => a.number - b.number);
  const waiting = asked.filter((extra) => extra.status === 'proposed');
  if (number !== null) {
    const named = asked.find((extra) => extra.number === number);
    if (!named) return waiting.length > 0 ? { kind: 'which', waiting } : asked.length > 0 ? { kind: 'unknown', number } : { kind: 'none' };
    return named.status === 'proposed' ? { kind: 'answer', extra: named } : { kind: 'settled', extra: named };
  }
  const lastAsked = asked.reduce<T | null>((last, extra) => (last === null || extra.askedAt! >= last.askedAt! ? extra : last), null);
  if (waiting.length === 1 && waiting[0] === lastAsked) return { kind: 'answer', extra: waiting[0] };
  if (waiting.length > 0) return { kind: 'which', waiting };
  const settled = lastAsked?.settledAt;
  return lastAsked && settled && now.getTime() - settled.getTime() <= RECENT_ANSWER_MS ? { kind: 'settled', extra: lastAsked } : { kind: 'none' };
}
