import { generate } from 'otplib';
import request from 'supertest';
import type { AccountRole } from '../../../src/domain/business-accounts';
import { SmsMessage } from '../../../src/modules/notifications/entities/sms-message.entity';
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
