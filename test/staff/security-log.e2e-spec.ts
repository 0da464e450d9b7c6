import request from 'supertest';
import { StaffSecurityEvent } from '../../src/modules/staff/entities/staff-security-event.entity';
import { RequestCleanupService } from '../../src/modules/requests/request-cleanup.service';
import { TEST_ENV } from '../test-env';
import { ManualClock } from '../support/manual-clock';
import { useTestApp } from '../support/use-test-app';
import { aSignedInMember } from './staff-support';

const DAY_MS = 24 * 3_600_000;

describe('The staff security log', () => {
  const clock = new ManualClock();
  const t = useTestApp({ clock });
  const log = async () => (await t.http().get('/api/admin/staff/security-log').set('Cookie', await t.adminCookie()).expect(200)).body;

  it('records sign-ins, failures, invitations and role changes, newest first, for owners only', async () => {
    // A second between the steps, so 'newest first' has an order to show.
    await t.http().post('/api/admin/session').send({ email: TEST_ENV.ADMIN_EMAIL, password: 'not-the-password' }).expect(401);
    clock.advance(1_000);
    await t.adminCookie();
    clock.advance(1_000);
    const { member, cookie } = await aSignedInMember(t, 'dispatcher', 'Lee M.');
    clock.advance(1_000);
    await t.http().post('/api/admin/staff/invitations').set('Cookie', await t.adminCookie()).send({ name: 'Ana P.', email: 'ana@example.com', phone: '(214) 555-0150', role: 'viewer' }).expect(201);
    clock.advance(1_000);
    await t.http().patch(`/api/admin/staff/${member.id}/role`).set('Cookie', await t.adminCookie()).send({ role: 'viewer' }).expect(200);

    const lines = await log();
    expect(lines.slice(0, 5)).toEqual([
      expect.objectContaining({ kind: 'role_changed', email: member.email, byName: 'dispatch', detail: 'Dispatcher → Viewer' }),
      expect.objectContaining({ kind: 'invited', email: 'ana@example.com', byName: 'dispatch', detail: 'as Viewer' }),
      expect.objectContaining({ kind: 'signed_in', email: member.email, detail: 'with the password' }),
      expect.objectContaining({ kind: 'signed_in', email: TEST_ENV.ADMIN_EMAIL }),
      expect.objectContaining({ kind: 'sign_in_failed', email: TEST_ENV.ADMIN_EMAIL, address: expect.any(String) }),
    ]);
    await t.http().get('/api/admin/staff/security-log').set('Cookie', cookie).expect(403);
  });

  it('keeps a line a year, then the daily clean-up removes it', async () => {
    const em = t.em();
    const now = clock.now().getTime();
    em.create(StaffSecurityEvent, { kind: 'signed_in', email: 'old@example.com', createdAt: new Date(now - 366 * DAY_MS) });
    em.create(StaffSecurityEvent, { kind: 'signed_in', email: 'recent@example.com', createdAt: new Date(now - 364 * DAY_MS) });
    await em.flush();
    await t.app.get(RequestCleanupService).deleteExpiredCompleted();
    const left = (await t.em().find(StaffSecurityEvent, {})).map((line) => line.email);
    expect(left).toEqual(['recent@example.com']);
  });

  it('does not show who was signed in to a stranger', async () => {
    await request(t.app.getHttpServer()).get('/api/admin/staff/security-log').expect(401);
  });
});
