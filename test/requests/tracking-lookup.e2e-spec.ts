import { aProvider, aRequest } from '../support/factories';
import { expectLookupsThrottled, expectUnknownCodesThrottled } from '../support/lookup-throttle';
import { ManualClock } from '../support/manual-clock';
import { useTestApp } from '../support/use-test-app';

const ADMIN_ONLY_FIELDS = ['email', 'phone', 'providerJobId', 'providerEmail', 'paymentLinkId', 'version', 'activity', 'messages'];

describe('GET /api/track/:trackingId', () => {
  const t = useTestApp({ clock: new ManualClock(new Date('2026-11-23T12:00:00Z')) });
  const get = (code: string) => t.http().get(`/api/track/${code}`);

  it('answers the customer view of the request', async () => {
    const stored = await aRequest(t.em(), { phone: '+12145550188', adminPriceCents: 12500, status: 'admin_priced' });
    const response = await get(stored.customerTrackingId!).expect(200);
    expect(response.body).toMatchObject({
      id: stored.id,
      trackingId: stored.customerTrackingId,
      status: 'admin_priced',
      adminPriceCents: 12500,
      phoneMasked: '(•••) •••-0188',
      provider: null,
      linkExpiresAt: null,
    });
  });

  it('carries no admin-only fields', async () => {
    const stored = await aRequest(t.em(), {
      status: 'provider_assigned',
      provider: await aProvider(t.em(), {
        name: 'Lone Star Towing',
        contactName: 'Maria Lopez',
        phone: '+19725550100',
        email: 'dispatch@lonestar.example',
      }),
      providerJobId: 'JOB123ABC',
      paymentLinkId: 'cs_test_123',
    });
    const response = await get(stored.customerTrackingId!).expect(200);
    for (const field of ADMIN_ONLY_FIELDS) expect(response.body).not.toHaveProperty(field);
    expect(JSON.stringify(response.body)).not.toContain('JOB123ABC');
    expect(JSON.stringify(response.body)).not.toContain('lonestar.example');
    expect(JSON.stringify(response.body)).not.toContain('Lopez');
    // The contact's first name only, for 'Maria from Lone Star Towing', as the texts name them.
    expect(response.body.provider).toEqual({
      name: 'Lone Star Towing',
      contactFirstName: 'Maria',
      phone: '+19725550100',
      vehicleInfo: null,
      licence: null,
      insurer: null,
      lat: null,
      lng: null,
      lastLocationUpdate: null,
      etaMinutes: null,
      etaAt: null,
    });
  });

  it('answers 404 for a code that does not exist, and for one of the wrong shape', async () => {
    const unknown = await get('zzzzzzzz').expect(404);
    expect(unknown.body.message).toBe('This tracking ID does not exist or has expired.');
    const malformed = await get('not-a-code!').expect(404);
    expect(malformed.body.message).toBe('This tracking ID does not exist or has expired.');
  });

  it('answers until 5 minutes after completion, then 410', async () => {
    const stored = await aRequest(t.em(), { status: 'completed', serviceCompletedAt: t.clock.now() });
    t.clock.advance(5 * 60_000 - 1);
    const open = await get(stored.customerTrackingId!).expect(200);
    expect(open.body.linkExpiresAt).toBe('2026-11-23T12:05:00.000Z');
    t.clock.advance(1);
    const expired = await get(stored.customerTrackingId!).expect(410);
    expect(expired.body.message).toBe(
      'This tracking link has expired. Customer tracking links expire 5 minutes after service completion.',
    );
  });

  it('slows down guessing: 10 unknown codes a minute, then 429 with Retry-After', async () => {
    for (let i = 0; i < 10; i++) await get(`zzzzzzz${i}`).expect(404);
    const stored = await aRequest(t.em());
    const response = await get(stored.customerTrackingId!).expect(429);
    const seconds = expectLookupsThrottled(response.body.message);
    expect(response.headers['retry-after']).toBe(String(seconds));
  });

  it('counts parallel guesses before answering them, so none slip past the budget', async () => {
    const responses = await Promise.all(Array.from({ length: 40 }, (_, i) => get(`yyyyyy${String(i).padStart(2, '0')}`)));
    const statuses = responses.map((response) => response.status);
    expect(statuses.filter((status) => status === 404)).toHaveLength(10);
    expect(statuses.filter((status) => status === 429)).toHaveLength(30);
  });

  it('ignores a forged X-Forwarded-For when no proxy is trusted', async () => {
    for (let i = 0; i < 10; i++) {
      await get(`xxxxxxx${i}`).set('X-Forwarded-For', `203.0.113.${i}`).expect(404);
    }
    await get('xxxxxxxz').set('X-Forwarded-For', '198.51.100.7').expect(429);
  });

  it('allows many lookups of a real code before limiting them', async () => {
    const stored = await aRequest(t.em());
    for (let i = 0; i < 30; i++) await get(stored.customerTrackingId!).expect(200);
  });

  it('answers every one of 20 concurrent lookups of a real code from one address', async () => {
    const stored = await aRequest(t.em());
    const responses = await Promise.all(Array.from({ length: 20 }, () => get(stored.customerTrackingId!)));
    expect(responses.map((response) => response.status)).toEqual(Array(20).fill(200));
  });

  it('answers every one of 20 concurrent lookups of a real code after 9 wrong codes from the same address', async () => {
    const stored = await aRequest(t.em());
    for (let i = 0; i < 9; i++) await get(`ttttttt${i}`).expect(404);
    const responses = await Promise.all(Array.from({ length: 20 }, () => get(stored.customerTrackingId!)));
    expect(responses.map((response) => response.status)).toEqual(Array(20).fill(200));
  });

  it('answers real codes while guesses within the budget are in flight from the same address', async () => {
    const stored = await aRequest(t.em());
    const guesses = Array.from({ length: 9 }, (_, i) => get(`vvvvvvv${i}`));
    const lookups = Array.from({ length: 10 }, () => get(stored.customerTrackingId!));
    const [guessed, looked] = await Promise.all([Promise.all(guesses), Promise.all(lookups)]);
    expect(guessed.map((response) => response.status)).toEqual(Array(9).fill(404));
    expect(looked.map((response) => response.status)).toEqual(Array(10).fill(200));
  });

  it('counts an expired code as a real one, not as a guess', async () => {
    const stored = await aRequest(t.em(), { status: 'completed', serviceCompletedAt: t.clock.now() });
    t.clock.advance(5 * 60_000);
    for (let i = 0; i < 12; i++) await get(stored.customerTrackingId!).expect(410);
    for (let i = 0; i < 10; i++) await get(`uuuuuuu${i}`).expect(404);
  });
});

describe('GET /api/track/:trackingId from many addresses', () => {
  const t = useTestApp({ env: { TRUST_PROXY: '1' } });
  const getFrom = (address: string, code: string) => t.http().get(`/api/track/${code}`).set('X-Forwarded-For', address);
  const guessFrom = async (address: string, count: number) => {
    for (let i = 0; i < count; i++) await getFrom(address, `q${address.replace(/\D/g, '').slice(-5)}${i}`.padEnd(8, 'q')).expect(404);
  };

  it('keeps each address to its own budget of unknown codes', async () => {
    await guessFrom('203.0.113.1', 10);
    const refused = await getFrom('203.0.113.1', 'qqqqqqqq').expect(429);
    expect(refused.headers['retry-after']).toBe(String(expectLookupsThrottled(refused.body.message)));
    await getFrom('203.0.113.2', 'qqqqqqqq').expect(404);
  });

  it('refuses unknown codes from any address once the install has seen 100 in a minute, yet answers real codes', async () => {
    const stored = await aRequest(t.em());
    for (let address = 1; address <= 10; address++) await guessFrom(`198.51.100.${address}`, 10);

    const fresh = await getFrom('192.0.2.1', 'qqqqqqqq').expect(429);
    expect(fresh.headers['retry-after']).toBe(String(expectUnknownCodesThrottled(fresh.body.message)));
    const spread = await Promise.all(Array.from({ length: 20 }, (_, i) => getFrom(`192.0.2.${i + 2}`, `p${i}`.padEnd(8, 'p'))));
    expect(spread.map((response) => response.status)).toEqual(Array(20).fill(429));

    await getFrom('192.0.2.200', stored.customerTrackingId!).expect(200);
    const concurrent = await Promise.all(Array.from({ length: 20 }, () => getFrom('192.0.2.201', stored.customerTrackingId!)));
    expect(concurrent.map((response) => response.status)).toEqual(Array(20).fill(200));
  });

  it('while the install is being guessed at, refuses everything from an address that guessed wrong', async () => {
    const stored = await aRequest(t.em());
    for (let address = 1; address <= 10; address++) await guessFrom(`198.51.100.${address}`, 10);
    await getFrom('192.0.2.1', 'qqqqqqqq').expect(429);
    const refused = await getFrom('192.0.2.1', stored.customerTrackingId!).expect(429);
    expectUnknownCodesThrottled(refused.body.message);
  });
});
