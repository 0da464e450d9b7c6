import { LogCapture } from '../platform/log-capture';
import { passLimiterTime } from '../support/limiter-windows';
import { useTestApp } from '../support/use-test-app';
import { ManualClock } from '../support/manual-clock';
import { TEST_ENV } from '../test-env';
import { expectSignInWait, guessesCheckedWithin } from './sign-in-wait';

const EMAIL = TEST_ENV.ADMIN_EMAIL;
const PASSWORD = TEST_ENV.ADMIN_PASSWORD;
/** The first owner, named by their email's first part until they choose a name. */
const SIGNED_IN = { next: 'signed_in', staff: { email: EMAIL, name: 'dispatch', role: 'owner' } };
const ATTACKER = '203.0.113.66';
const ADMIN_ADDRESS = '198.51.100.20';

describe('Admin sign-in while someone guesses the password', () => {
  const logs = new LogCapture();
  // TRUST_PROXY lets X-Forwarded-For stand for the addresses of different callers.
  const t = useTestApp({
    clock: new ManualClock(),
    env: { TRUST_PROXY: '1', LOG_LEVEL: 'info' },
    logDestination: logs.destination,
    beforeEachTest: () => logs.clear(),
  });
  const signInFrom = (address: string, email: string, password: string) =>
    t.http().post('/api/admin/session').set('X-Forwarded-For', address).send({ email, password });

  it('lets the admin in at once from another address while an attacker guesses from one', async () => {
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 30; attempt++) statuses.push((await signInFrom(ATTACKER, EMAIL, `guess-${attempt}`)).status);
    expect(statuses).toEqual([...Array(5).fill(401), ...Array(25).fill(429)]);

    const response = await signInFrom(ADMIN_ADDRESS, EMAIL, PASSWORD).expect(200, SIGNED_IN);
    expect(response.headers['set-cookie']).toHaveLength(1);
  });

  it('lets the admin in while a burst of parallel guesses arrives from another address', async () => {
    const started = Date.now();
    const guesses = await Promise.all(Array.from({ length: 30 }, (_, i) => signInFrom(ATTACKER, EMAIL, `guess-${i}`)));
    const checked = guesses.filter((response) => response.status === 401).length;
    expect(checked).toBeGreaterThanOrEqual(5);
    expect(checked).toBeLessThanOrEqual(guessesCheckedWithin(Date.now() - started));
    expect(guesses.filter((response) => response.status === 429)).toHaveLength(30 - checked);
    await signInFrom(ADMIN_ADDRESS, EMAIL, PASSWORD).expect(200, SIGNED_IN);
  });

  it('keeps the guessing address slowed, longer after each failure, even once the admin is in', async () => {
    for (let attempt = 0; attempt < 5; attempt++) await signInFrom(ATTACKER, EMAIL, `guess-${attempt}`).expect(401);
    const first = await signInFrom(ATTACKER, EMAIL, PASSWORD).expect(429);
    expect(first.body.message).toBe('Too many sign-in attempts. Try again in 2 seconds.');
    expect(first.headers['retry-after']).toBe('2');

    // Once the wait is over the next guess is checked again, and the wait after it doubles. The wait
    // runs on Redis's clock, which keeps running meanwhile: hence no check in its last milliseconds.
    await passLimiterTime(1_000);
    await signInFrom(ATTACKER, EMAIL, 'guess-5').expect(429);
    await passLimiterTime(1_000);
    await signInFrom(ATTACKER, EMAIL, 'guess-5').expect(401);
    const second = await signInFrom(ATTACKER, EMAIL, 'guess-6').expect(429);
    expect(second.body.message).toBe('Too many sign-in attempts. Try again in 4 seconds.');
    expect(second.headers['retry-after']).toBe('4');

    await signInFrom(ADMIN_ADDRESS, EMAIL, PASSWORD).expect(200);
    await signInFrom(ATTACKER, EMAIL, PASSWORD).expect(429);
  });

  it('slows guessing spread over many addresses, but only at the addresses that guessed', async () => {
    for (let i = 1; i <= 14; i++) await signInFrom(`192.0.2.${i}`, EMAIL, `guess-${i}`).expect(401);
    for (let i = 1; i <= 14; i++) {
      const refused = await signInFrom(`192.0.2.${i}`, EMAIL, `again-${i}`).expect(429);
      expect(refused.headers['retry-after']).toBe(String(expectSignInWait(refused.body.message, 32)));
    }
    await signInFrom('192.0.2.100', EMAIL, 'one-more-guess').expect(401);
    await signInFrom('192.0.2.100', EMAIL, PASSWORD).expect(429);

    await signInFrom(ADMIN_ADDRESS, EMAIL, PASSWORD).expect(200, SIGNED_IN);
    await signInFrom('192.0.2.1', EMAIL, 'again').expect(429);
  });

  it('logs every attempt with its email, address and outcome, and never the password', async () => {
    for (let attempt = 0; attempt < 5; attempt++) await signInFrom(ATTACKER, 'Intruder@Example.com', `hunter2-${attempt}`).expect(401);
    await signInFrom(ATTACKER, 'intruder@example.com', 'hunter2-5').expect(429);
    await signInFrom(ADMIN_ADDRESS, EMAIL, PASSWORD).expect(200);

    const attempts = logs.lines().filter((line) => line.msg === 'Admin sign-in attempt');
    expect(attempts.map(({ level, email, address, outcome }) => ({ level, email, address, outcome }))).toEqual([
      ...Array.from({ length: 5 }, () => ({ level: 40, email: 'intruder@example.com', address: ATTACKER, outcome: 'wrong_credentials' })),
      { level: 40, email: 'intruder@example.com', address: ATTACKER, outcome: 'throttled' },
      { level: 30, email: EMAIL, address: ADMIN_ADDRESS, outcome: 'signed_in' },
    ]);
    expect(attempts[5]).toMatchObject({ context: 'StaffAuthService', retryAfterSeconds: expect.any(Number) });
    const logged = logs.text();
    expect(logged).not.toContain('hunter2');
    expect(logged).not.toContain(PASSWORD);
  });
});
