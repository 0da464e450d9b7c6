import { generate } from 'otplib';
import request from 'supertest';
import { SmsMessage } from '../../src/modules/notifications/entities/sms-message.entity';
import { ActivityLogEntry } from '../../src/modules/request-core/entities/activity-log-entry.entity';
import { NAMESPACES } from '../../src/contracts/socket-events';
import { aRequest } from '../support/factories';
import { ManualClock } from '../support/manual-clock';
import { useTestApp } from '../support/use-test-app';
import { waitFor } from '../support/wait-for';

const DANA = { name: 'Dana R.', email: 'dana@example.com', phone: '(214) 555-0142', role: 'dispatcher' };
const GOOD_PASSWORD = 'tow-truck-at-dawn-42';

describe('Inviting a member of staff', () => {
  const clock = new ManualClock();
  const t = useTestApp({ clock });

  const codeFor = (key: string, at = clock.now()) => generate({ secret: key.replace(/ /g, ''), epoch: Math.floor(at.getTime() / 1000) });

  async function invite(body: object = DANA): Promise<string> {
    await t.http().post('/api/admin/staff/invitations').set('Cookie', await t.adminCookie()).send(body).expect(201);
    const text = await t.em().findOneOrFail(SmsMessage, { template: 'staff-invitation' }, { orderBy: { createdAt: 'desc' } });
    return /\/admin\/invite\/([A-Za-z0-9_-]{22})/.exec(text.body)![1];
  }

  async function accepted(code: string): Promise<string> {
    const page = await t.http().get(`/api/staff-invitations/${code}`).expect(200);
    await t.http().post(`/api/staff-invitations/${code}`).send({ password: GOOD_PASSWORD, code: await codeFor(page.body.totpKey) }).expect(204);
    return page.body.totpKey;
  }

  /** Signs in with the password and then the code; answers the session cookie. */
  async function signIn(email: string, key: string): Promise<string> {
    const agent = request.agent(t.app.getHttpServer());
    const first = await agent.post('/api/admin/session').send({ email, password: GOOD_PASSWORD }).expect(200);
    expect(first.body).toEqual({ next: 'second_factor', methods: ['code'] });
    await agent.get('/api/admin/session').expect(401);
    clock.advance(30_000);
    const second = await agent.post('/api/admin/session/code').send({ code: await codeFor(key) }).expect(200);
    expect(second.body.staff).toMatchObject({ email, role: 'dispatcher' });
    // The code's step replaces the password's session: the old one's cookie is cleared first, then the new one set.
    const cookies = second.headers['set-cookie'] as unknown as string[];
    return cookies.find((cookie) => cookie.startsWith('roadside.sid=s%3A'))!.split(';')[0];
  }

  it('texts a one-time link; the invitee sets a password and an authenticator app, signs in with a code, and their actions carry their name', async () => {
    const code = await invite();
    const text = await t.em().findOneOrFail(SmsMessage, { template: 'staff-invitation' });
    expect(text.to).toBe('+12145550142');
    expect(text.body).toMatch(/^DFW Roadside: dispatch invited you to the dispatch desk as Dispatcher\. Set your password and sign-in code within 24 hours: http/);

    const invitation = await t.http().get(`/api/staff-invitations/${code}`).expect(200);
    expect(invitation.body).toMatchObject({ name: 'Dana R.', email: 'dana@example.com', role: 'dispatcher', totpKey: expect.stringMatching(/^([A-Z2-7]{4} )+[A-Z2-7]{1,4}$/) });
    expect(invitation.body.totpQr).toMatch(/^data:image\/svg\+xml;base64,/);
    expect((await t.http().get(`/api/staff-invitations/${code}`).expect(200)).body.totpKey).toBe(invitation.body.totpKey);

    const weak = await t.http().post(`/api/staff-invitations/${code}`).send({ password: 'qwerty123456', code: await codeFor(invitation.body.totpKey) }).expect(400);
    expect(weak.body.fields.password).toMatch(/one of the most common/);
    const wrongCode = await t.http().post(`/api/staff-invitations/${code}`).send({ password: GOOD_PASSWORD, code: '000000' }).expect(400);
    expect(wrongCode.body.code).toBe('wrong_code');
    await t.http().post(`/api/staff-invitations/${code}`).send({ password: GOOD_PASSWORD, code: await codeFor(invitation.body.totpKey) }).expect(204);

    const cookie = await signIn('dana@example.com', invitation.body.totpKey);
    const stored = await aRequest(t.em());
    await t.http().post(`/api/admin/requests/${stored.id}/price`).set('Cookie', cookie).send({ priceCents: 12000 }).expect(204);
    const entry = await t.em().findOneOrFail(ActivityLogEntry, { request: stored.id, userType: 'admin' });
    expect(entry.action).toContain('$120.00');
    expect(entry.staffName).toBe('Dana R.');

    const staff = await t.http().get('/api/admin/staff').set('Cookie', await t.adminCookie()).expect(200);
    const dana = staff.body.members.find((member: { email: string }) => member.email === 'dana@example.com');
    const page = await t.http().get(`/api/admin/staff/${dana.id}`).set('Cookie', await t.adminCookie()).expect(200);
    expect(page.body.member).toMatchObject({ name: 'Dana R.', role: 'dispatcher', active: true, hasSecondFactor: true, isYou: false });
    expect(page.body.actions).toEqual([{ requestId: stored.id, action: entry.action, createdAt: entry.createdAt.toISOString() }]);
  });

  it('refuses an invitation used twice, even at the same moment', async () => {
    const code = await invite();
    const page = await t.http().get(`/api/staff-invitations/${code}`).expect(200);
    const body = { password: GOOD_PASSWORD, code: await codeFor(page.body.totpKey) };
    const answers = await Promise.all([t.http().post(`/api/staff-invitations/${code}`).send(body), t.http().post(`/api/staff-invitations/${code}`).send(body)]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([204, 409]);
    const again = await t.http().post(`/api/staff-invitations/${code}`).send(body).expect(409);
    expect(again.body.message).toBe('This invitation has already been used. Sign in with your email and password.');
  });

  it('closes the link after 24 hours, or once an owner revokes it', async () => {
    const late = await invite();
    clock.advance(24 * 3_600_000);
    expect((await t.http().get(`/api/staff-invitations/${late}`).expect(410)).body.code).toBe('invitation_expired');

    const revoked = await invite({ ...DANA, email: 'sam@example.com' });
    const list = await t.http().get('/api/admin/staff').set('Cookie', await t.adminCookie()).expect(200);
    const pending = list.body.invitations.find((one: { email: string }) => one.email === 'sam@example.com');
    await t.http().delete(`/api/admin/staff/invitations/${pending.id}`).set('Cookie', await t.adminCookie()).expect(200);
    await t.http().get(`/api/staff-invitations/${revoked}`).expect(410);
  });

  it('throttles wrong sign-in codes like wrong passwords', async () => {
    const key = await accepted(await invite());
    const agent = request.agent(t.app.getHttpServer());
    await agent.post('/api/admin/session').send({ email: 'dana@example.com', password: GOOD_PASSWORD }).expect(200);
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 7; attempt++) statuses.push((await agent.post('/api/admin/session/code').send({ code: '000000' })).status);
    expect(statuses.slice(0, 5)).toEqual([401, 401, 401, 401, 401]);
    expect(statuses.at(-1)).toBe(429);
    // The right code waits its turn too.
    expect((await agent.post('/api/admin/session/code').send({ code: await codeFor(key) })).status).toBe(429);
  });

  it('takes a sign-in code once', async () => {
    const key = await accepted(await invite());
    clock.advance(60_000);
    const code = await codeFor(key);
    const first = request.agent(t.app.getHttpServer());
    await first.post('/api/admin/session').send({ email: 'dana@example.com', password: GOOD_PASSWORD }).expect(200);
    await first.post('/api/admin/session/code').send({ code }).expect(200);
    const second = request.agent(t.app.getHttpServer());
    await second.post('/api/admin/session').send({ email: 'dana@example.com', password: GOOD_PASSWORD }).expect(200);
    expect((await second.post('/api/admin/session/code').send({ code }).expect(401)).body.code).toBe('wrong_code');
  });

  it('signs a deactivated member out at once, their live board included, and keeps the desk one owner at least', async () => {
    const key = await accepted(await invite());
    const cookie = await signIn('dana@example.com', key);
    const { socket, error } = await t.connect(NAMESPACES.admin, { cookie });
    expect(error).toBeNull();
    const list = await t.http().get('/api/admin/staff').set('Cookie', await t.adminCookie()).expect(200);
    const dana = list.body.members.find((member: { email: string }) => member.email === 'dana@example.com');
    await t.http().post(`/api/admin/staff/${dana.id}/deactivate`).set('Cookie', await t.adminCookie()).expect(200);
    await waitFor(async () => !socket.connected);
    await t.http().get('/api/admin/requests').set('Cookie', cookie).expect(401);
    await t.http().post('/api/admin/session').send({ email: 'dana@example.com', password: GOOD_PASSWORD }).expect(401);

    const owner = list.body.members.find((member: { isYou: boolean }) => member.isYou);
    const lastOwner = await t.http().patch(`/api/admin/staff/${owner.id}/role`).set('Cookie', await t.adminCookie()).send({ role: 'viewer' }).expect(409);
    expect(lastOwner.body.message).toBe('The desk needs at least one active owner. Make someone else an owner first.');
  });
});
