import * as argon2 from 'argon2';
import { generate } from 'otplib';
import request from 'supertest';
import type { AccountRole } from '../../../src/domain/business-accounts';
import { SmsMessage } from '../../../src/modules/notifications/entities/sms-message.entity';
import { StaffAuthService } from '../../../src/modules/staff/staff-auth.service';
import { StaffMember } from '../../../src/modules/staff/entities/staff-member.entity';
import { newTotpSecret } from '../../../src/modules/staff/totp-factor';
import type { ManualClock } from '../../support/manual-clock';
import type { TestAppAccess } from '../../support/use-test-app';

const PASSWORD = 'fleet-desk-password-77';

/**
 * A business account's person, made the way an owner makes one: invited from the account's page,
 * the texted link taken with a password and an authenticator code, then signed in with the code.
 * Answers the portal session's cookie.
 */
export async function anAccountMember(t: TestAppAccess, clock: ManualClock, accountId: string, role: AccountRole): Promise<string> {
  const email = `${role}-${Math.random().toString(36).slice(2, 10)}@fleet.example`;
  await t.http().post(`/api/admin/accounts/${accountId}/members`).set('Cookie', await t.adminCookie()).send({ name: 'Sam Ortiz', email, phone: '(214) 555-0199', role }).expect(204);
  const text = await t.em().findOneOrFail(SmsMessage, { template: 'staff-invitation' }, { orderBy: { createdAt: 'desc' } });
  const code = /\/admin\/invite\/([A-Za-z0-9_-]{22})/.exec(text.body)![1];
  const page = await t.http().get(`/api/staff-invitations/${code}`).expect(200);
  const key = (page.body.totpKey as string).replace(/ /g, '');
  const codeNow = () => generate({ secret: key, epoch: Math.floor(clock.now().getTime() / 1000) });
  await t.http().post(`/api/staff-invitations/${code}`).send({ password: PASSWORD, code: await codeNow() }).expect(204);
  clock.advance(30_000);
  const agent = request.agent(t.app.getHttpServer());
  await agent.post('/api/admin/session').send({ email, password: PASSWORD }).expect(200);
  const signedIn = await agent.post('/api/admin/session/code').send({ code: await codeNow() }).expect(200);
  const cookies = signedIn.headers['set-cookie'] as unknown as string[];
  return cookies.find((cookie) => cookie.startsWith('roadside.sid=s%3A'))!.split(';')[0];
}

/**
 * An account admin made straight in the database with an authenticator key, signed in with the
 * password and a code of the clock the app runs on: for tests that only need the portal's session.
 */
export async function aSignedInAccountAdmin(t: TestAppAccess, accountId: string): Promise<string> {
  const key = newTotpSecret();
  const em = t.em();
  const member = em.create(StaffMember, {
    email: `account-admin-${Math.random().toString(36).slice(2, 10)}@fleet.example`,
    name: 'Sam Ortiz',
    role: 'account_admin',
    accountId,
    passwordHash: await argon2.hash(PASSWORD, { type: argon2.argon2id }),
    totpSecret: t.app.get(StaffAuthService).sealSecret(key),
  });
  await em.flush();
  const agent = request.agent(t.app.getHttpServer());
  await agent.post('/api/admin/session').send({ email: member.email, password: PASSWORD }).expect(200);
  const signedIn = await agent.post('/api/admin/session/code').send({ code: await generate({ secret: key }) }).expect(200);
  const cookies = signedIn.headers['set-cookie'] as unknown as string[];
  return cookies.find((cookie) => cookie.startsWith('roadside.sid=s%3A'))!.split(';')[0];
}
