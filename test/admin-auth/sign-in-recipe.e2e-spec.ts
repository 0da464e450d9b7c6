import { passLimiterTime } from '../support/limiter-windows';
import { useTestApp } from '../support/use-test-app';
import { TEST_ENV } from '../test-env';

const EMAIL = TEST_ENV.ADMIN_EMAIL;
const PASSWORD = TEST_ENV.ADMIN_PASSWORD;
/** The first owner, named by their email's first part until they choose a name. */
const SIGNED_IN = { next: 'signed_in', staff: { email: EMAIL, name: 'dispatch', role: 'owner' } };
const ATTACKER = '203.0.113.66';
const ADMIN_ADDRESS = '198.51.100.20';
const FIFTEEN_MINUTES_MS = 15 * 60_000;
const DAY_MS = 24 * 60 * 60_000;

/**
 * A wait as the refusal words it. Real time runs on between the failure that starts a wait and the
 * next attempt, so on a busy machine a wait of 4 seconds may already read 3: a wait in seconds may be
 * up to one second shorter, never longer.
 */
const waitOf = (words: string) => {
  const seconds = /^(\d+) seconds$/.exec(words);
  if (!seconds) return words;
  const shorter = Number(seconds[1]) - 1;
  return expect.stringMatching(new RegExp(`^(${words}|${shorter} seconds?)$`));
};

/** The wait a refusal names; a message of any other shape stays whole, and so matches no wait. */
const inWords = (refusal: string) => refusal.replace('Too many sign-in attempts. Try again in ', '').replace('.', '');

describe('Admin sign-in throttling: consecutive failures per account and address, failures per address', () => {
  // TRUST_PROXY lets X-Forwarded-For stand for the addresses of different callers.
  const t = useTestApp({ env: { TRUST_PROXY: '1' } });
  const signInFrom = (address: string, email: string, password: string) =>
    t.http().post('/api/admin/session').set('X-Forwarded-For', address).send({ email, password });

  it('lets the right password in from a clean address, again and again, while the account is guessed at from another', async () => {
    for (let attempt = 0; attempt < 5; attempt++) await signInFrom(ATTACKER, EMAIL, `guess-${attempt}`).expect(401);
    await signInFrom(ATTACKER, EMAIL, 'guess-5').expect(429);

    await signInFrom(ADMIN_ADDRESS, EMAIL, PASSWORD).expect(200, SIGNED_IN);
    await signInFrom(ATTACKER, EMAIL, PASSWORD).expect(429);
    await signInFrom(ADMIN_ADDRESS, EMAIL, PASSWORD).expect(200, SIGNED_IN);
    await signInFrom(ADMIN_ADDRESS, EMAIL, PASSWORD).expect(200, SIGNED_IN);
  });

  it('starts the consecutive failures of an account and address over once the right password comes from there', async () => {
    for (let attempt = 0; attempt < 4; attempt++) await signInFrom(ADMIN_ADDRESS, EMAIL, `typo-${attempt}`).expect(401);
    await signInFrom(ADMIN_ADDRESS, EMAIL, PASSWORD).expect(200);

    for (let attempt = 0; attempt < 5; attempt++) await signInFrom(ADMIN_ADDRESS, EMAIL, `typo-again-${attempt}`).expect(401);
    await signInFrom(ADMIN_ADDRESS, EMAIL, PASSWORD).expect(429);
  });

  it("counts an address's failures for other accounts but never its right passwords, and slows it past 20 a day", async () => {
    for (let i = 0; i < 19; i++) await signInFrom(ATTACKER, `probe${i}@example.com`, 'guess').expect(401);
    for (let attempt = 0; attempt < 3; attempt++) await signInFrom(ATTACKER, EMAIL, PASSWORD).expect(200);

    await signInFrom(ATTACKER, 'probe19@example.com', 'guess').expect(401);
    const refused = await signInFrom(ATTACKER, EMAIL, PASSWORD).expect(429);
    expect(inWords(refused.body.message)).toEqual(waitOf('2 seconds'));
    await signInFrom(ADMIN_ADDRESS, EMAIL, PASSWORD).expect(200);
  });

  it('doubles the wait after each further failure, up to 15 minutes', async () => {
    for (let attempt = 0; attempt < 5; attempt++) await signInFrom(ATTACKER, EMAIL, `guess-${attempt}`).expect(401);
    const waits: string[] = [];
    for (let attempt = 5; attempt < 15; attempt++) {
      waits.push((await signInFrom(ATTACKER, EMAIL, `guess-${attempt}`).expect(429)).body.message);
      await passLimiterTime(FIFTEEN_MINUTES_MS);
      await signInFrom(ATTACKER, EMAIL, `guess-${attempt}`).expect(401);
    }
    const refused = await signInFrom(ATTACKER, EMAIL, PASSWORD).expect(429);
    expect(refused.headers['retry-after']).toBe('900');

    expect(waits.map(inWords)).toEqual(
      ['2 seconds', '4 seconds', '8 seconds', '16 seconds', '32 seconds', '2 minutes', '3 minutes', '5 minutes', '9 minutes', '15 minutes'].map(waitOf),
    );
    expect(inWords(refused.body.message)).toBe('15 minutes');
  });

  it('forgets failures a day after the first', async () => {
    for (let attempt = 0; attempt < 5; attempt++) await signInFrom(ATTACKER, EMAIL, `guess-${attempt}`).expect(401);
    await signInFrom(ATTACKER, EMAIL, 'guess-5').expect(429);

    await passLimiterTime(DAY_MS);
    for (let attempt = 0; attempt < 5; attempt++) await signInFrom(ATTACKER, EMAIL, `next-day-${attempt}`).expect(401);
    await signInFrom(ATTACKER, EMAIL, 'next-day-5').expect(429);
  });
});
