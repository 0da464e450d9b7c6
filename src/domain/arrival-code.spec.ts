import { afterWrongCode, checkArrivalCode, generateArrivalCode, MAX_WRONG_ARRIVAL_CODES } from './arrival-code';

const NOW = new Date('2026-11-25T18:00:00Z');
const state = (changes = {}) => ({ code: '4821', verifiedAt: null, failures: 0, lockedUntil: null, ...changes });

describe('the arrival code', () => {
  it('is four digits without a leading zero', () => {
    expect(generateArrivalCode(() => new Uint8Array([0, 0]))).toBe('1000');
    expect(generateArrivalCode(() => new Uint8Array([255, 255]))).toMatch(/^[1-9]\d{3}$/);
  });

  it('verifies the right code, refuses a wrong one, and asks again for a missing or malformed one', () => {
    expect(checkArrivalCode(state(), '4821', NOW)).toBe('verified');
    expect(checkArrivalCode(state(), '4822', NOW)).toBe('wrong');
    expect(checkArrivalCode(state(), undefined, NOW)).toBe('missing');
    expect(checkArrivalCode(state(), '48 21', NOW)).toBe('missing');
  });

  it('is not needed once verified (by code or by the dispatcher), nor for a job without one', () => {
    expect(checkArrivalCode(state({ verifiedAt: NOW }), undefined, NOW)).toBe('not_needed');
    expect(checkArrivalCode(state({ code: null }), undefined, NOW)).toBe('not_needed');
  });

  it('locks for ten minutes at the fifth wrong code, refusing even the right one, then counts again', () => {
    let tries: { failures: number; lockedUntil: Date | null } = { failures: 0, lockedUntil: null };
    for (let wrong = 1; wrong < MAX_WRONG_ARRIVAL_CODES; wrong++) {
      tries = afterWrongCode(tries, NOW);
      expect(tries).toEqual({ failures: wrong, lockedUntil: null });
    }
    tries = afterWrongCode(tries, NOW);
    expect(tries).toEqual({ failures: 5, lockedUntil: new Date('2026-11-25T18:10:00Z') });
    expect(checkArrivalCode(state(tries), '4821', new Date('2026-11-25T18:09:59Z'))).toBe('locked');
    expect(checkArrivalCode(state(tries), '4821', new Date('2026-11-25T18:10:00Z'))).toBe('verified');
    expect(afterWrongCode(tries, new Date('2026-11-25T18:10:00Z'))).toEqual({ failures: 1, lockedUntil: null });
  });
});
