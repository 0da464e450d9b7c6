import { guessesCheckedWithin } from './sign-in-wait';
import request from 'supertest';
import { StaffAuthService } from '../../src/modules/staff/staff-auth.service';
import { StaffMember } from '../../src/modules/staff/entities/staff-member.entity';
import { ManualClock } from '../support/manual-clock';
import { useTestApp } from '../support/use-test-app';
import { expectSignInWait } from './sign-in-wait';
import { TEST_ENV } from '../test-env';

const EMAIL = TEST_ENV.ADMIN_EMAIL;
const PASSWORD = TEST_ENV.ADMIN_PASSWORD;
/** The first owner, named by their email's first part until they choose a name. */
const SIGNED_IN = { next: 'signed_in', staff: { email: EMAIL, name: 'dispatch', role: 'owner' } };

describe('Admin sign-in', () => {
  // A frozen clock for the sessions; the sign-in throttle's waits are timed by Redis key expiry.
  const t = useTestApp({ clock: new ManualClock() });
  const signIn = (email: string, password: string) => t.http().post('/api/admin/session').send({ email, password });

  it('signs in with the right password and answers who is signed in', async () => {
    const agent = request.agent(t.app.getHttpServer());
    const response = await agent.post('/api/admin/session').send({ email: EMAIL, password: PASSWORD }).expect(200);
    expect(response.body).toEqual(SIGNED_IN);
    expect(response.headers['set-cookie']).toEqual([
      expect.stringMatching(/^roadside\.sid=s%3A[^;]+; Path=\/; Expires=[^;]+; HttpOnly; SameSite=Lax$/),
    ]);
    await agent.get('/api/admin/session').expect(200, { email: EMAIL, name: 'dispatch', role: 'owner' });
  });

  it('treats the email case-insensitively', async () => {
    await signIn(EMAIL.toUpperCase(), PASSWORD).expect(200, SIGNED_IN);
  });

  it('refuses a wrong password with the same message as an unknown email', async () => {
    const wrong = await signIn(EMAIL, 'wrong-password').expect(401);
    const unknown = await signIn('nobody@example.com', PASSWORD).expect(401);
    expect(wrong.body.message).toBe('Invalid email or password');
    expect(unknown.body.message).toBe('Invalid email or password');
    expect(wrong.headers['set-cookie']).toBeUndefined();
  });

  it('makes the next attempt from the same address wait after five failed sign-ins, with Retry-After', async () => {
    for (let attempt = 0; attempt < 5; attempt++) await signIn(EMAIL, `wrong-${attempt}`).expect(401);
    const response = await signIn(EMAIL, PASSWORD).expect(429);
    expect(response.headers['retry-after']).toBe(String(expectSignInWait(response.body.message)));
  });

  it('counts parallel guesses before checking them, so only five are tried before the first wait', async () => {
    const started = Date.now();
    const responses = await Promise.all(Array.from({ length: 30 }, (_, i) => signIn(EMAIL, `guess-${i}`)));
    const statuses = responses.map((response) => response.status);
    const checked = statuses.filter((status) => status === 401).length;
    expect(checked).toBeGreaterThanOrEqual(5);
    expect(checked).toBeLessThanOrEqual(guessesCheckedWithin(Date.now() - started));
    expect(statuses.filter((status) => status === 429)).toHaveLength(30 - checked);
  });

  it('throttles an address that tries many accounts, whatever X-Forwarded-For claims', async () => {
    for (let attempt = 0; attempt < 20; attempt++) {
      await signIn(`spoof${attempt}@example.com`, 'guess').set('X-Forwarded-For', `203.0.113.${attempt}`).expect(401);
    }
    await signIn(EMAIL, PASSWORD).expect(429);
  });

  it('throttles an address that tries many accounts', async () => {
    for (let attempt = 0; attempt < 20; attempt++) await signIn(`probe${attempt}@example.com`, 'guess').expect(401);
    await signIn(EMAIL, PASSWORD).expect(429);
  });

  it('signs out, and the old cookie no longer opens anything', async () => {
    const oldCookie = await t.adminCookie();
    await t.http().delete('/api/admin/session').set('Cookie', oldCookie).expect(204);
    await t.http().get('/api/admin/session').set('Cookie', oldCookie).expect(401);
  });

  it('revokes every session of an admin whose password changes', async () => {
    const cookie = await t.adminCookie();
    const em = t.em();
    const admin = await em.findOneOrFail(StaffMember, { email: EMAIL });
    const originalHash = admin.passwordHash;
    admin.passwordHash = await t.app.get(StaffAuthService).hashPassword('a-brand-new-password');
    await em.flush();
    try {
      await t.http().get('/api/admin/session').set('Cookie', cookie).expect(401);
    } finally {
      admin.passwordHash = originalHash;
      await em.flush();
    }
  });

  it('needs an email and a password', async () => {
    const response = await t.http().post('/api/admin/session').send({}).expect(400);
    expect(response.body.message).toEqual(['Please enter a valid email', 'Please enter your password']);
  });
});
