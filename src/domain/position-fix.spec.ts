import { fixProblem, isLivePositionFresh, isStale, MAX_ACCURACY_METERS, type StoredFix } from './position-fix';

const NOW = new Date('2026-11-25T12:00:00Z');
const at = (secondsAgo: number) => NOW.getTime() - secondsAgo * 1000;
const DALLAS = { lat: 32.7767, lng: -96.797 };

describe('fixProblem', () => {
  const previous: StoredFix = { ...DALLAS, recordedAt: new Date(at(10)) };

  it('accepts a first fix and a plausible next one', () => {
    expect(fixProblem({ ...DALLAS, accuracy: 12, recordedAt: at(1) }, null, NOW)).toBeNull();
    // About 0.07 miles in 9 s: 28 mph.
    expect(fixProblem({ lat: 32.7777, lng: -96.797, recordedAt: at(1) }, previous, NOW)).toBeNull();
  });

  it.each([
    [{ lat: 91, lng: -96.8, recordedAt: at(1) }],
    [{ lat: 32.7, lng: -181, recordedAt: at(1) }],
    [{ lat: Number.NaN, lng: -96.8, recordedAt: at(1) }],
    [{ lat: 32.7, lng: -96.8, recordedAt: Number.POSITIVE_INFINITY }],
    [{ lat: 32.7, lng: -96.8, accuracy: -1, recordedAt: at(1) }],
    [{ lat: '32.7', lng: -96.8, recordedAt: at(1) } as never],
  ])('refuses a malformed fix %o', (fix) => {
    expect(fixProblem(fix, null, NOW)).toBe('malformed');
  });

  it('refuses a fix coarser than the accuracy limit', () => {
    expect(fixProblem({ ...DALLAS, accuracy: MAX_ACCURACY_METERS + 1, recordedAt: at(1) }, null, NOW)).toBe('imprecise');
    expect(fixProblem({ ...DALLAS, accuracy: MAX_ACCURACY_METERS, recordedAt: at(1) }, null, NOW)).toBeNull();
  });

  it('allows 30 s of clock skew ahead of the server, not more', () => {
    expect(fixProblem({ ...DALLAS, recordedAt: at(-30) }, null, NOW)).toBeNull();
    expect(fixProblem({ ...DALLAS, recordedAt: at(-31) }, null, NOW)).toBe('future');
  });

  it('refuses a fix older than two minutes', () => {
    expect(fixProblem({ ...DALLAS, recordedAt: at(120) }, null, NOW)).toBeNull();
    expect(fixProblem({ ...DALLAS, recordedAt: at(121) }, null, NOW)).toBe('too_old');
  });

  it('refuses a fix taken before the one already stored', () => {
    expect(fixProblem({ ...DALLAS, recordedAt: at(10) }, previous, NOW)).toBe('out_of_order');
    expect(fixProblem({ ...DALLAS, recordedAt: at(20) }, previous, NOW)).toBe('out_of_order');
  });

  it('refuses more than one fix a second', () => {
    expect(fixProblem({ ...DALLAS, recordedAt: previous.recordedAt.getTime() + 999 }, previous, NOW)).toBe('too_frequent');
    expect(fixProblem({ ...DALLAS, recordedAt: previous.recordedAt.getTime() + 1000 }, previous, NOW)).toBeNull();
  });

  it('refuses a jump faster than a vehicle drives, but not GPS noise', () => {
    // Fort Worth is about 30 miles away: in 9 s that is thousands of mph.
    expect(fixProblem({ lat: 32.7555, lng: -97.3308, recordedAt: at(1) }, previous, NOW)).toBe('implausible_jump');
    // A quarter-mile wobble in 1 s is noise.
    expect(fixProblem({ lat: 32.7797, lng: -96.797, recordedAt: at(9) }, previous, NOW)).toBeNull();
  });
});

describe('isStale', () => {
  it('is stale after 60 s without a fix, and with none at all', () => {
    expect(isStale(new Date(at(60)), NOW)).toBe(false);
    expect(isStale(new Date(at(61)).toISOString(), NOW)).toBe(true);
    expect(isStale(null, NOW)).toBe(true);
  });
});

describe('isLivePositionFresh', () => {
  const at = new Date('2026-11-25T18:00:00Z');
  it('places the truck for ten minutes after the fix, and not a millisecond more', () => {
    expect(isLivePositionFresh(at, at.getTime() + 10 * 60_000)).toBe(true);
    expect(isLivePositionFresh(at.toISOString(), new Date(at.getTime() + 10 * 60_000 + 1))).toBe(false);
  });
});
