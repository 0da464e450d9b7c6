import { needsDispatcher, onSiteTotals, proposalRefusal, textAnswerTarget, type ExtraStatus } from './extra-charges';

describe('the total due on site', () => {
  it('adds only approved extras to the accepted price and takes off the deposit, in cents', () => {
    const extras = [
      { status: 'approved' as const, amountCents: 4_999 },
      { status: 'declined' as const, amountCents: 10_000 },
      { status: 'proposed' as const, amountCents: 2_500 },
      { status: 'voided' as const, amountCents: 7_500 },
      { status: 'approved' as const, amountCents: 1 },
    ];
    expect(onSiteTotals(20_000, extras, 3_000)).toEqual({ priceCents: 20_000, approvedExtrasCents: 5_000, depositCents: 3_000, dueOnSiteCents: 22_000 });
  });

  it('never asks for less than nothing', () => {
    expect(onSiteTotals(1_000, [], 3_000).dueOnSiteCents).toBe(0);
  });
});

describe('how many charges a job may have', () => {
  const of = (...statuses: ExtraStatus[]) => statuses.map((status) => ({ status }));

  it('refuses a fourth charge while three still wait, whoever they wait for', () => {
    expect(proposalRefusal(of('proposed', 'held', 'approved'))).toBeNull();
    expect(proposalRefusal(of('proposed', 'held', 'proposed'))).toBe('too_many_open');
  });

  it('refuses a sixth charge on one job, however the first five ended', () => {
    expect(proposalRefusal(of('approved', 'declined', 'voided', 'expired'))).toBeNull();
    expect(proposalRefusal(of('approved', 'declined', 'voided', 'expired', 'approved'))).toBe('too_many_on_job');
  });

  it('holds a charge above the accepted price for a dispatcher', () => {
    expect(needsDispatcher(10_001, 10_000)).toBe(true);
    expect(needsDispatcher(10_000, 10_000)).toBe(false);
    expect(needsDispatcher(100, null)).toBe(true);
  });
});

describe('which charge a texted YES or NO answers', () => {
  const now = new Date('2026-11-28T15:00:00Z');
  const at = (minutesAgo: number) => new Date(now.getTime() - minutesAgo * 60_000);
  const extra = (number: number, status: ExtraStatus, askedMinutesAgo: number | null, settledMinutesAgo: number | null = null) => ({
    number,
    status,
    askedAt: askedMinutesAgo === null ? null : at(askedMinutesAgo),
    settledAt: settledMinutesAgo === null ? null : at(settledMinutesAgo),
  });

  it('answers the one charge waiting when it is the last one the customer was asked about', () => {
    const one = extra(1, 'proposed', 2);
    expect(textAnswerTarget([one], null, now)).toEqual({ kind: 'answer', extra: one });
  });

  it('asks which when two charges wait, and answers neither', () => {
    const winch = extra(1, 'proposed', 1);
    const dolly = extra(2, 'proposed', 0.005);
    expect(textAnswerTarget([dolly, winch], null, now)).toEqual({ kind: 'which', waiting: [winch, dolly] });
  });

  it('asks which when the charge waiting is not the one last asked about (the newer one was approved on the page)', () => {
    const winch = extra(1, 'proposed', 3);
    const dolly = extra(2, 'approved', 2, 1);
    expect(textAnswerTarget([winch, dolly], null, now)).toEqual({ kind: 'which', waiting: [winch] });
  });

  it('answers a numbered YES for its own charge only', () => {
    const winch = extra(1, 'proposed', 3);
    const dolly = extra(2, 'proposed', 2);
    expect(textAnswerTarget([winch, dolly], 2, now)).toEqual({ kind: 'answer', extra: dolly });
  });

  it('says what became of a charge that no longer waits', () => {
    const winch = extra(1, 'approved', 3, 1);
    expect(textAnswerTarget([winch], 1, now)).toEqual({ kind: 'settled', extra: winch });
    expect(textAnswerTarget([winch], null, now)).toEqual({ kind: 'settled', extra: winch });
  });

  it('leaves a plain YES long after the last charge was settled to someone else', () => {
    expect(textAnswerTarget([extra(1, 'declined', 90, 60)], null, now)).toEqual({ kind: 'none' });
  });

  it('never answers a charge the customer was not asked about (held for a dispatcher)', () => {
    const held = extra(1, 'held', null);
    expect(textAnswerTarget([held], null, now)).toEqual({ kind: 'none' });
    expect(textAnswerTarget([held], 1, now)).toEqual({ kind: 'none' });
    const asked = extra(2, 'proposed', 1);
    expect(textAnswerTarget([held, asked], 1, now)).toEqual({ kind: 'which', waiting: [asked] });
  });

  it('says there is no such charge when a number matches none and nothing waits', () => {
    expect(textAnswerTarget([extra(1, 'approved', 5, 4)], 7, now)).toEqual({ kind: 'unknown', number: 7 });
  });
});
