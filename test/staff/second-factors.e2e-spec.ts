import { generate } from 'otplib';
import request from 'supertest';
import { NAMESPACES } from '../../src/contracts/socket-events';
import { StaffMember } from '../../src/modules/staff/entities/staff-member.entity';
import { StaffRecoveryCode } from '../../src/modules/staff/entities/staff-recovery-code.entity';
import { ManualClock } from '../support/manual-clock';
import { TEST_ENV } from '../test-env';
import { useTestApp } from '../support/use-test-app';
import { waitFor } from '../support/wait-for';
import { SoftwareAuthenticator } from './software-authenticator';
import { aSignedInMember, STAFF_PASSWORD } from './staff-support';

type Agent = ReturnType<typeof request.agent>;

describe('Second factors: passkeys, an authenticator app and recovery codes', () => {
  const clock = new ManualClock();
  const t = useTestApp({ clock });
  const agent = (): Agent => request.agent(t.app.getHttpServer());
  const codeFor = (key: string) => generate({ secret: key.replace(/ /g, ''), epoch: Math.floor(clock.now().getTime() / 1000) });

  /** A dispatcher signed in on an agent of their own (password only: none of them has a factor yet). */
  async function aDispatcher(): Promise<{ email: string; me: Agent }> {
    const { member, cookie } = await aSignedInMember(t, 'dispatcher', 'Dana R.');
    await t.http().delete('/api/admin/session').set('Cookie', cookie).expect(204);
    const me = agent();
    await me.post('/api/admin/session').send({ email: member.email, password: STAFF_PASSWORD }).expect(200);
    return { email: member.email, me };
  }

  async function addPasskey(me: Agent, authenticator: SoftwareAuthenticator, name?: string) {
    const options = await me.post('/api/admin/me/passkeys/options').expect(200);
    return me.post('/api/admin/me/passkeys').send({ response: authenticator.register(options.body), name }).expect(201);
  }

  it('registers a passkey, shows the recovery codes once, and signs in with the passkey after the password', async () => {
    const { email, me } = await aDispatcher();
    const authenticator = new SoftwareAuthenticator(TEST_ENV.PUBLIC_URL);
    const added = await addPasskey(me, authenticator, 'Work laptop');
    expect(added.body.recoveryCodes).toHaveLength(10);
    expect(added.body.security).toMatchObject({ passkeys: [{ name: 'Work laptop', lastUsedAt: null }], authenticatorApp: false, recoveryCodesLeft: 10 });
    // Only hashes are kept.
    const stored = await t.em().find(StaffRecoveryCode, {});
    expect(stored.map(({ codeHash }) => codeHash)).not.toContain(added.body.recoveryCodes[0]);
    // A second factor brings no new codes.
    const second = await addPasskey(me, new SoftwareAuthenticator(TEST_ENV.PUBLIC_URL));
    expect(second.body.recoveryCodes).toBeNull();

    const later = agent();
    const first = await later.post('/api/admin/session').send({ email, password: STAFF_PASSWORD }).expect(200);
    expect(first.body).toEqual({ next: 'second_factor', methods: ['passkey', 'code'] });
    await later.get('/api/admin/requests').expect(401);
    const options = await later.post('/api/admin/session/passkey/options').expect(200);
    expect(options.body.allowCredentials.map(({ id }: { id: string }) => id)).toContain(authenticator.id);
    const signedIn = await later.post('/api/admin/session/passkey').send({ response: authenticator.signIn(options.body) }).expect(200);
    expect(signedIn.body).toMatchObject({ next: 'signed_in', staff: { email, name: 'Dana R.', role: 'dispatcher' } });
    await later.get('/api/admin/requests').expect(200);
    const mine = await later.get('/api/admin/me/security').expect(200);
    expect(mine.body.passkeys.find(({ name }: { name: string }) => name === 'Work laptop').lastUsedAt).not.toBeNull();
  });

  it('refuses a passkey answer replayed, signed for another site, or from a key that is not theirs', async () => {
    const { email, me } = await aDispatcher();
    const authenticator = new SoftwareAuthenticator(TEST_ENV.PUBLIC_URL);
    await addPasskey(me, authenticator);
    const later = agent();
    await later.post('/api/admin/session').send({ email, password: STAFF_PASSWORD }).expect(200);

    const options = await later.post('/api/admin/session/passkey/options').expect(200);
    const forOtherSite = await later.post('/api/admin/session/passkey').send({ response: authenticator.signIn(options.body, 'evil.example') }).expect(401);
    expect(forOtherSite.body).toMatchObject({ code: 'passkey_refused', message: 'That passkey could not be checked. Try again, or enter the 6-digit code.' });

    const fresh = await later.post('/api/admin/session/passkey/options').expect(200);
    const stranger = new SoftwareAuthenticator(TEST_ENV.PUBLIC_URL);
    await later.post('/api/admin/session/passkey').send({ response: stranger.signIn(fresh.body) }).expect(401);

    const last = await later.post('/api/admin/session/passkey/options').expect(200);
    const answer = authenticator.signIn(last.body);
    await later.post('/api/admin/session/passkey').send({ response: answer }).expect(200);
    // The challenge went with its first answer: the same answer from another half-signed-in browser fails.
    const thief = agent();
    await thief.post('/api/admin/session').send({ email, password: STAFF_PASSWORD }).expect(200);
    await thief.post('/api/admin/session/passkey').send({ response: answer }).expect(401);
  });

  it('takes each recovery code once, and refuses the old set once new codes are made', async () => {
    const { email, me } = await aDispatcher();
    const added = await addPasskey(me, new SoftwareAuthenticator(TEST_ENV.PUBLIC_URL));
    const [code, other] = added.body.recoveryCodes as string[];

    const once = agent();
    await once.post('/api/admin/session').send({ email, password: STAFF_PASSWORD }).expect(200);
    // Typed by hand: capitals and no dash are forgiven.
    await once.post('/api/admin/session/code').send({ code: code.toUpperCase().replace('-', '') }).expect(200);
    const left = await once.get('/api/admin/me/security').expect(200);
    expect(left.body.recoveryCodesLeft).toBe(9);

    const twice = agent();
    await twice.post('/api/admin/session').send({ email, password: STAFF_PASSWORD }).expect(200);
    const refused = await twice.post('/api/admin/session/code').send({ code }).expect(401);
    expect(refused.body.message).toBe('That recovery code is not right, or it was already used. Each code works once.');

    const renewed = await once.post('/api/admin/me/recovery-codes').expect(200);
    expect(renewed.body.recoveryCodes).toHaveLength(10);
    const old = agent();
    await old.post('/api/admin/session').send({ email, password: STAFF_PASSWORD }).expect(200);
    await old.post('/api/admin/session/code').send({ code: other }).expect(401);
    await old.post('/api/admin/session/code').send({ code: renewed.body.recoveryCodes[0] }).expect(200);
  });

  it('sets up an authenticator app only once its first code is right', async () => {
    const { email, me } = await aDispatcher();
    await me.put('/api/admin/me/authenticator').send({ code: '123456' }).expect(409);
    const key = await me.post('/api/admin/me/authenticator').expect(200);
    expect(key.body.totpQr).toMatch(/^data:image\/svg\+xml;base64,/);
    expect((await me.put('/api/admin/me/authenticator').send({ code: '000000' }).expect(400)).body.code).toBe('wrong_code');
    const set = await me.put('/api/admin/me/authenticator').send({ code: await codeFor(key.body.totpKey) }).expect(200);
    expect(set.body.security.authenticatorApp).toBe(true);
    expect(set.body.recoveryCodes).toHaveLength(10);

    clock.advance(30_000);
    const later = agent();
    expect((await later.post('/api/admin/session').send({ email, password: STAFF_PASSWORD }).expect(200)).body).toEqual({ next: 'second_factor', methods: ['code'] });
    await later.post('/api/admin/session/code').send({ code: await codeFor(key.body.totpKey) }).expect(200);
  });

  it('ends every other session when a factor changes, and keeps the one that changed it', async () => {
    const { email, me } = await aDispatcher();
    const other = agent();
    await other.post('/api/admin/session').send({ email, password: STAFF_PASSWORD }).expect(200);
    const { socket, error } = await t.connect(NAMESPACES.admin, { cookie: cookieOf(other) });
    expect(error).toBeNull();

    await addPasskey(me, new SoftwareAuthenticator(TEST_ENV.PUBLIC_URL));
    await other.get('/api/admin/requests').expect(401);
    await waitFor(async () => !socket.connected);
    await me.get('/api/admin/requests').expect(200);
  });

  it('lists the signed-in devices and signs one out, or every other one', async () => {
    const { email, me } = await aDispatcher();
    const phone = agent();
    await phone
      .post('/api/admin/session')
      .set('User-Agent', 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1')
      .send({ email, password: STAFF_PASSWORD })
      .expect(200);
    const listed = await me.get('/api/admin/me/security').expect(200);
    expect(listed.body.devices).toHaveLength(2);
    expect(listed.body.devices[0].thisDevice).toBe(true);
    const iphone = listed.body.devices.find((device: { device: string }) => device.device === 'Safari 17 on iOS');
    expect(iphone).toMatchObject({ thisDevice: false, address: expect.any(String) });

    const after = await me.delete(`/api/admin/me/devices/${iphone.id}`).expect(200);
    expect(after.body.devices).toHaveLength(1);
    await phone.get('/api/admin/requests').expect(401);
    expect((await me.delete(`/api/admin/me/devices/${iphone.id}`).expect(404)).body.code).toBe('device_not_found');

    const third = agent();
    await third.post('/api/admin/session').send({ email, password: STAFF_PASSWORD }).expect(200);
    await me.delete('/api/admin/me/devices').expect(200);
    await third.get('/api/admin/requests').expect(401);
    await me.get('/api/admin/requests').expect(200);
  });

  it('lets an owner sign someone out everywhere, and see their devices and factors', async () => {
    const { me } = await aDispatcher();
    const list = await t.http().get('/api/admin/staff').set('Cookie', await t.adminCookie()).expect(200);
    const dana = list.body.members.find((member: { name: string }) => member.name === 'Dana R.');
    const page = await t.http().get(`/api/admin/staff/${dana.id}`).set('Cookie', await t.adminCookie()).expect(200);
    expect(page.body).toMatchObject({ passkeys: 0, authenticatorApp: false, devices: [expect.objectContaining({ thisDevice: false })] });
    const after = await t.http().post(`/api/admin/staff/${dana.id}/sign-out`).set('Cookie', await t.adminCookie()).expect(200);
    expect(after.body.devices).toEqual([]);
    await me.get('/api/admin/requests').expect(401);
  });

  it('ends a session a week after sign-in, however busy it was', async () => {
    const { me } = await aDispatcher();
    for (let day = 1; day < 7; day++) {
      clock.advance(24 * 3_600_000);
      await me.get('/api/admin/requests').expect(200);
    }
    clock.advance(24 * 3_600_000 + 60_000);
    expect((await me.get('/api/admin/requests').expect(401)).body.code).toBe('not_signed_in');
  });
});

describe('A second factor required of owners and dispatchers', () => {
  const clock = new ManualClock();
  const t = useTestApp({ clock, env: { STAFF_SECOND_FACTOR: 'required' } });
  const agent = (): Agent => request.agent(t.app.getHttpServer());
  const codeFor = (key: string) => generate({ secret: key.replace(/ /g, ''), epoch: Math.floor(clock.now().getTime() / 1000) });

  /** The first owner, made from the environment without a factor, sets up an authenticator app at first sign-in. */
  async function ownerWithFactor(): Promise<string> {
    const owner = agent();
    const first = await owner.post('/api/admin/session').send({ email: TEST_ENV.ADMIN_EMAIL, password: TEST_ENV.ADMIN_PASSWORD }).expect(200);
    expect(first.body.next).toBe('set_up_factor');
    const key = await owner.post('/api/admin/me/authenticator').expect(200);
    await owner.put('/api/admin/me/authenticator').send({ code: await codeFor(key.body.totpKey) }).expect(200);
    return cookieOf(owner);
  }

  it('lets a dispatcher without one in only to set one up, then everywhere', async () => {
    const { member } = await aSignedInMember(t, 'viewer', 'Dana R.');
    await t.em().nativeUpdate(StaffMember, { id: member.id }, { role: 'dispatcher' });
    const me = agent();
    const first = await me.post('/api/admin/session').send({ email: member.email, password: STAFF_PASSWORD }).expect(200);
    expect(first.body).toMatchObject({ next: 'set_up_factor', staff: { name: 'Dana R.' } });
    const refused = await me.get('/api/admin/requests').expect(403);
    expect(refused.body).toMatchObject({ code: 'factor_required', message: 'Your role signs in with a second factor. Add a passkey or an authenticator app to continue.' });
    const { error } = await t.connect(NAMESPACES.admin, { cookie: cookieOf(me) });
    expect(error).not.toBeNull();
    expect((await me.get('/api/admin/me/security').expect(200)).body.factorRequired).toBe(true);

    const key = await me.post('/api/admin/me/authenticator').expect(200);
    await me.put('/api/admin/me/authenticator').send({ code: await codeFor(key.body.totpKey) }).expect(200);
    await me.get('/api/admin/requests').expect(200);
    const removing = await me.delete('/api/admin/me/authenticator').expect(409);
    expect(removing.body.code).toBe('last_factor');
  });

  it('asks viewers for one only once an owner says so, and signs out those who lack one', async () => {
    const { member, cookie } = await aSignedInMember(t, 'viewer', 'Val V.');
    await t.http().get('/api/admin/requests').set('Cookie', cookie).expect(200);
    const owner = await ownerWithFactor();
    const changed = await t.http().put('/api/admin/staff/policies').set('Cookie', owner).send({ viewersNeedSecondFactor: true }).expect(200);
    expect(changed.body.policies).toEqual({ viewersNeedSecondFactor: true });
    await t.http().get('/api/admin/requests').set('Cookie', cookie).expect(401);
    const again = await t.http().post('/api/admin/session').send({ email: member.email, password: STAFF_PASSWORD }).expect(200);
    expect(again.body.next).toBe('set_up_factor');
    await t.http().put('/api/admin/staff/policies').set('Cookie', owner).send({ viewersNeedSecondFactor: 'yes' }).expect(400);
  });
});

/** The session cookie an agent holds, for a socket. */
function cookieOf(holder: Agent): string {
  const jar = (holder as unknown as { jar: { getCookie(name: string, access: unknown): { name: string; value: string } | undefined } }).jar;
  const cookie = jar.getCookie('roadside.sid', { domain: '127.0.0.1', path: '/', secure: false, script: false });
  if (!cookie) throw new Error('the agent holds no session cookie');
  return `${cookie.name}=${cookie.value}`;
}
