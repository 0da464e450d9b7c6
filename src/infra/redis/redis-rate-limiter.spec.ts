import { RateLimiterMemory, RateLimiterRes } from 'rate-limiter-flexible';
import { retryAfterSeconds, settle } from './redis-rate-limiter';

describe(settle.name, () => {
  it('answers a consume within the limit as allowed, with its count', async () => {
    const limiter = new RateLimiterMemory({ points: 2, duration: 60 });
    const consumed = await settle(limiter.consume('203.0.113.1'));
    expect(consumed.allowed).toBe(true);
    expect(consumed.state.consumedPoints).toBe(1);
  });

  it('answers a consume over the limit as refused, with the time left in its window', async () => {
    const limiter = new RateLimiterMemory({ points: 1, duration: 60 });
    await limiter.consume('203.0.113.1');
    const consumed = await settle(limiter.consume('203.0.113.1'));
    expect(consumed.allowed).toBe(false);
    expect(consumed.state).toBeInstanceOf(RateLimiterRes);
    expect(consumed.state.consumedPoints).toBe(2);
    expect(consumed.state.msBeforeNext).toBeGreaterThan(59_000);
  });

  it('keeps a store failure an error, so that it answers 503 instead of 429', async () => {
    const outage = new Error("Stream isn't writeable and enableOfflineQueue options is false");
    await expect(settle(Promise.reject(outage))).rejects.toBe(outage);
  });
});

describe(retryAfterSeconds.name, () => {
  it('rounds up to whole seconds, and never says 0', () => {
    expect(retryAfterSeconds(1_001)).toBe(2);
    expect(retryAfterSeconds(2_000)).toBe(2);
    expect(retryAfterSeconds(0)).toBe(1);
    expect(retryAfterSeconds(-2)).toBe(1);
  });
});
