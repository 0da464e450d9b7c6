import { checkProgress, isRunningLate, minutesLate, newTrip, predictArrival, promisedArrival, slipTextDue } from './arrival-promise';

const NOON = new Date('2026-11-25T18:00:00Z');
const at = (minutes: number) => new Date(NOON.getTime() + minutes * 60_000);
const PICKUP = { lat: 32.7767, lng: -96.797 };
/** 8.3 miles north: 20 minutes at 25 mph. */
const NORTH = { lat: 32.8967, lng: -96.797 };

describe('the predicted arrival', () => {
  it('drives from the last fix, starting now, by road when the router gave a drive and in a straight line otherwise', () => {
    const fix = { ...NORTH, recordedAt: at(-1) };
    expect(predictArrival({ fix, pickup: PICKUP, drive: null, providerSaid: null }, NOON)).toEqual({ at: at(20), basis: 'straight_line' });
    expect(predictArrival({ fix, pickup: PICKUP, drive: { miles: 11.2, minutes: 17 }, providerSaid: null }, NOON)).toEqual({ at: at(17), basis: 'road' });
  });

  it('keeps falling behind while the truck stands still', () => {
    const fix = { ...NORTH, recordedAt: at(0) };
    expect(predictArrival({ fix, pickup: PICKUP, drive: null, providerSaid: null }, at(6))?.at).toEqual(at(26));
  });

  it("takes the newer of the provider's word and the truck's fix", () => {
    const said = { minutes: 30, at: at(-2) };
    const fix = { ...NORTH, recordedAt: at(-1) };
    expect(predictArrival({ fix, pickup: PICKUP, drive: null, providerSaid: said }, NOON)).toMatchObject({ basis: 'straight_line' });
    expect(predictArrival({ fix: { ...fix, recordedAt: at(-3) }, pickup: PICKUP, drive: null, providerSaid: said }, NOON)).toEqual({ at: at(28), basis: 'provider' });
  });

  it('never predicts an arrival that has already passed, and nothing without a word or a fix', () => {
    expect(predictArrival({ fix: null, pickup: PICKUP, drive: null, providerSaid: { minutes: 10, at: at(-30) } }, NOON)).toEqual({ at: NOON, basis: 'provider' });
    expect(predictArrival({ fix: null, pickup: PICKUP, drive: null, providerSaid: null }, NOON)).toBeNull();
  });
});

describe('the slip rule', () => {
  it('breaks the promise only past the allowed minutes', () => {
    expect(isRunningLate(at(20), at(25), 5)).toBe(false);
    expect(isRunningLate(at(20), new Date(at(25).getTime() + 1), 5)).toBe(true);
    expect(isRunningLate(at(20), at(10), 5)).toBe(false);
  });

  it('texts the first slip, then at most every ten minutes and only when it slipped further', () => {
    expect(slipTextDue(null, at(26), NOON, 5)).toBe(true);
    const last = { at: NOON, predictedAt: at(26) };
    expect(slipTextDue(last, at(40), at(9), 5)).toBe(false);
    expect(slipTextDue(last, at(30), at(10), 5)).toBe(false);
    expect(slipTextDue(last, at(32), at(10), 5)).toBe(true);
  });
});

describe('the not-progressing detector', () => {
  const setOff = at(0);

  it('speaks up after three minutes without a fix, counted from setting off when none came', () => {
    expect(checkProgress(null, PICKUP, null, setOff, at(2)).problem).toBeNull();
    expect(checkProgress(null, PICKUP, null, setOff, at(3)).problem).toBe('no_fix');
    expect(checkProgress({ ...NORTH, recordedAt: at(1) }, PICKUP, null, setOff, at(4)).problem).toBe('no_fix');
  });

  it('speaks up after five minutes no closer to the customer, and a closer fix resets the mark', () => {
    const first = checkProgress({ ...NORTH, recordedAt: at(0) }, PICKUP, null, setOff, at(0));
    expect(first).toEqual({ mark: { miles: 8.3, at: at(0) }, problem: null });
    const jitter = checkProgress({ lat: NORTH.lat - 0.001, lng: NORTH.lng, recordedAt: at(4) }, PICKUP, first.mark, setOff, at(4));
    expect(jitter).toEqual({ mark: first.mark, problem: null });
    expect(checkProgress({ ...NORTH, recordedAt: at(5) }, PICKUP, first.mark, setOff, at(5)).problem).toBe('no_progress');
    const closer = checkProgress({ lat: 32.85, lng: NORTH.lng, recordedAt: at(5) }, PICKUP, first.mark, setOff, at(5));
    expect(closer).toEqual({ mark: { miles: 5.1, at: at(5) }, problem: null });
  });
});

describe('the on-time record', () => {
  it('counts minutes late only past the five-minute grace', () => {
    expect(minutesLate(at(20), at(25))).toBe(0);
    expect(minutesLate(at(20), at(32))).toBe(12);
    expect(minutesLate(at(20), at(10))).toBe(0);
  });

  it('starts a trip assigned now and promised at its ETA, with every alert of the last one cleared', () => {
    expect(newTrip(NOON, promisedArrival(NOON, 20))).toMatchObject({
      assignedAt: NOON,
      promisedArrivalAt: at(20),
      predictedArrivalAt: at(20),
      predictedBasis: 'provider',
      runningLateSince: null,
      arrivedAt: null,
    });
    expect(newTrip(NOON, null)).toMatchObject({ assignedAt: NOON, promisedArrivalAt: null, predictedBasis: null });
  });

  it('clears the assignment time of a job released back to no provider', () => {
    expect(newTrip(null, null)).toMatchObject({ assignedAt: null, promisedArrivalAt: null, arrivedAt: null });
  });
});
