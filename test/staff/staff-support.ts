import * as argon2 from 'argon2';
import request from 'supertest';
import type { StaffRole } from '../../src/domain/staff-roles';
import { StaffMember } from '../../src/modules/staff/entities/staff-member.entity';
import type { TestAppAccess } from '../support/use-test-app';

export const STAFF_PASSWORD = 'desk-password-for-tests';

/** A member of staff made straight in the database (no second factor), and their session cookie. */
export async function aSignedInMember(t: TestAppAccess, role: StaffRole, name = `${role} member`): Promise<{ member: StaffMember; cookie: string }> {
  const em = t.em();
  const member = em.create(StaffMember, {
    email: `${role}-${Math.random().toString(36).slice(2, 10)}@example.com`,
    name,
    role,
    passwordHash: await argon2.hash(STAFF_PASSWORD, { type: argon2.argon2id }),
  });
  await em.flush();
  const response = await request(t.app.getHttpServer()).post('/api/admin/session').send({ email: member.email, password: STAFF_PASSWORD }).expect(200);
  return { member, cookie: response.headers['set-cookie'][0].split(';')[0] };
}
