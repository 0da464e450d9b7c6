import { rollingSecondLimiter } from './rolling-second-limiter';

const LIMITS = Array.from({ length: 10_000 }, (_, i) => i + 1);

/** The most jobs a limiter can start in one rolling second, at worst. */
function mostInAnySecond({ max, duration }: { max: number; duration: number }): number {
  // One job per window: it starts as its window opens, and windows open at least `duration` apart.
  if (max === 1) return Math.ceil(1000 / duration);
  // Several: a second overlaps at most 1000/duration + 1 windows, and each may be full.
  return max * (1000 / duration + 1);
}

describe('rollingSecondLimiter', () => {
  it('never lets more than the limit start in any second', () => {
    expect(LIMITS.filter((perSecond) => mostInAnySecond(rollingSecondLimiter(perSecond)) > perSecond)).toEqual([]);
  });

  it('lets nearly the limit through on average', () => {
    const average = (perSecond: number) => {
      const { max, duration } = rollingSecondLimiter(perSecond);
      return (max * 1000) / duration;
    };
    expect(LIMITS.filter((perSecond) => average(perSecond) < perSecond * 0.84)).toEqual([]);
  });

  it('spaces texts evenly at the usual sender rates', () => {
    expect(rollingSecondLimiter(1)).toEqual({ max: 1, duration: 1000 });
    expect(rollingSecondLimiter(3)).toEqual({ max: 1, duration: 334 });
    expect(rollingSecondLimiter(10)).toEqual({ max: 1, duration: 100 });
    expect(rollingSecondLimiter(100)).toEqual({ max: 1, duration: 10 });
  });

  it('cuts a high limit into short windows', () => {
    expect(rollingSecondLimiter(2_500)).toEqual({ max: 119, duration: 50 });
  });
});
