import { aRequest } from '../support/factories';
import { passLimiterTime } from '../support/limiter-windows';
import { expectLookupsThrottled } from '../support/lookup-throttle';
import { useTestApp } from '../support/use-test-app';

describe('The lookup budget over time and across addresses', () => {
  // TRUST_PROXY lets X-Forwarded-For stand for the addresses of different callers.
  const t = useTestApp({ env: { TRUST_PROXY: '1' } });
  const getFrom = (address: string, code: string) => t.http().get(`/api/track/${code}`).set('X-Forwarded-For', address);
  const guessFrom = async (address: string, count: number) => {
    for (let i = 0; i < count; i++) await getFrom(address, `g${address.replace(/\D/g, '').slice(-5)}${i}`.padEnd(8, 'g')).expect(404);
  };

  it('answers an address again once the minute of its misses is over', async () => {
    const stored = await aRequest(t.em());
    await guessFrom('203.0.113.1', 10);
    const refused = await getFrom('203.0.113.1', stored.customerTrackingId!).expect(429);
    expectLookupsThrottled(refused.body.message);

    await passLimiterTime(60_000);
    await getFrom('203.0.113.1', stored.customerTrackingId!).expect(200);
    await guessFrom('203.0.113.1', 10);
  });

  it('refuses the 121st lookup of real codes from one address in a minute', async () => {
    const stored = await aRequest(t.em());
    const lookups = await Promise.all(Array.from({ length: 121 }, () => getFrom('203.0.113.2', stored.customerTrackingId!)));
    const statuses = lookups.map((response) => response.status);
    expect(statuses.filter((status) => status === 200)).toHaveLength(120);
    const refused = lookups.find((response) => response.status === 429)!;
    expect(refused.headers['retry-after']).toBe(String(expectLookupsThrottled(refused.body.message)));
    await getFrom('203.0.113.3', stored.customerTrackingId!).expect(200);
  });

  it("keeps the guesses an address makes past its own budget out of the install's count", async () => {
    for (let address = 1; address <= 8; address++) await guessFrom(`198.51.100.${address}`, 10);
    const burst = await Promise.all(Array.from({ length: 40 }, (_, i) => getFrom('192.0.2.1', `b${i}`.padEnd(8, 'b'))));
    expect(burst.filter((response) => response.status === 404)).toHaveLength(10);

    // 90 unknown codes counted, under the install's ceiling of 100: a fresh address still hears 404.
    await getFrom('192.0.2.2', 'cccccccc').expect(404);
  });
});
