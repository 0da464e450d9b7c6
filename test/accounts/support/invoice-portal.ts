import * as argon2 from 'argon2';
import { StaffMember } from '../../../src/modules/staff/entities/staff-member.entity';
import type { TestAppAccess } from '../../support/use-test-app';

const PASSWORD = 'portal-password-for-tests';

/** One of an account's people with the requester role, signed in as the portal signs them in: their session cookie. */
export async function aPortalRequester(t: TestAppAccess, accountId: string): Promise<string> {
  const em = t.em();
  const member = em.create(StaffMember, {
    email: `requester-${Math.random().toString(36).slice(2, 10)}@fleet.example`,
    name: 'Rene Requester',
    role: 'requester',
    accountId,
    passwordHash: await argon2.hash(PASSWORD, { type: argon2.argon2id }),
  });
  await em.flush();
  const response = await t.http().post('/api/admin/session').send({ email: member.email, password: PASSWORD }).expect(200);
  return (response.headers['set-cookie'] as unknown as string[])[0].split(';')[0];
}
