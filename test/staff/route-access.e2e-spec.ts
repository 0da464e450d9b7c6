import { randomUUID } from 'node:crypto';
import type { StaffRole } from '../../src/domain/staff-roles';
import { takesUpload } from '../../src/common/http/request-bodies';
import { registeredRoutes, type RegisteredRoute } from '../support/registered-routes';
import { useTestApp } from '../support/use-test-app';
import { aSignedInMember } from './staff-support';

/** What a viewer may use: the boards, completed jobs and reports. A new staff route must be named here or below, or this test fails. */
const READ = new Set([
  'GET /api/admin/session',
  'DELETE /api/admin/session',
  'GET /api/admin/requests',
  'GET /api/admin/requests/cancelled',
  'GET /api/admin/requests/:id',
  'GET /api/admin/requests/:id/candidates',
  'GET /api/admin/requests/:id/offers',
  'GET /api/admin/requests/:id/price-suggestion',
  'GET /api/admin/requests/:id/photos',
  'GET /api/admin/requests/:id/extras',
  'GET /api/admin/dispatch-settings',
  'GET /api/admin/fleet',
  'GET /api/admin/completed',
  'GET /api/admin/completed/stats',
  'GET /api/admin/completed/export.csv',
  'GET /api/admin/rate-card',
  'GET /api/admin/rate-card/suggestion',
  'GET /api/admin/providers',
  'GET /api/admin/payout-accounts',
  'GET /api/admin/balances/due',
  'GET /api/admin/invoices',
  'GET /api/admin/invoices/:id/pdf',
  'GET /api/admin/invoices/:id/csv',
  'GET /api/admin/insights/filters',
  'GET /api/admin/insights/funnel',
  'GET /api/admin/insights/speed',
  'GET /api/admin/insights/promises',
  'GET /api/admin/insights/demand',
  'GET /api/admin/insights/money',
  'GET /api/admin/insights/providers',
  // Everyone's own sign-in: factors and devices.
  'GET /api/admin/me/security',
  'POST /api/admin/me/passkeys/options',
  'POST /api/admin/me/passkeys',
  'DELETE /api/admin/me/passkeys/:passkeyId',
  'POST /api/admin/me/authenticator',
  'PUT /api/admin/me/authenticator',
  'DELETE /api/admin/me/authenticator',
  'POST /api/admin/me/recovery-codes',
  'DELETE /api/admin/me/devices/:deviceId',
  'DELETE /api/admin/me/devices',
]);

/** What only an owner may use: the staff, the rate card and the install's maintenance. */
const OWNER = new Set([
  'GET /api/admin/staff',
  'GET /api/admin/staff/:memberId',
  'GET /api/admin/staff/security-log',
  'POST /api/admin/staff/invitations',
  'DELETE /api/admin/staff/invitations/:invitationId',
  'PATCH /api/admin/staff/:memberId/role',
  'POST /api/admin/staff/:memberId/deactivate',
  'POST /api/admin/staff/:memberId/reactivate',
  'POST /api/admin/staff/:memberId/reset',
  'POST /api/admin/staff/:memberId/sign-out',
  'PUT /api/admin/staff/policies',
  'PUT /api/admin/rate-card',
  'POST /api/admin/invoices/:id/paid',
  'POST /api/admin/accounts',
  'PATCH /api/admin/accounts/:id',
  'POST /api/admin/accounts/:id/api-keys',
  'POST /api/admin/accounts/:id/api-keys/:keyId/revoke',
  'POST /api/admin/accounts/:id/members',
  'POST /api/admin/maintenance/cleanup',
]);

/** Signing in is open to anyone; everything else under /api/admin needs a role. */
const PUBLIC = new Set(['POST /api/admin/session', 'POST /api/admin/session/code', 'POST /api/admin/session/passkey/options', 'POST /api/admin/session/passkey']);

const key = (route: RegisteredRoute) => `${route.method} ${route.path}`;
const withIds = (path: string) => path.replace(/:phone/g, '+12145550100').replace(/:[A-Za-z]+/g, () => randomUUID());

describe('Staff roles on every staff route', () => {
  const t = useTestApp();

  function staffRoutes(): RegisteredRoute[] {
    const routes = registeredRoutes(t.app).filter((route) => route.path.startsWith('/api/admin') && !PUBLIC.has(key(route)));
    // Signing out last, or the walk would sign its own caller out.
    return routes.sort((a, b) => Number(key(a) === 'DELETE /api/admin/session') - Number(key(b) === 'DELETE /api/admin/session'));
  }

  async function statusesAs(role: StaffRole): Promise<Map<string, { status: number; code?: string }>> {
    const { cookie } = await aSignedInMember(t, role);
    const seen = new Map<string, { status: number; code?: string }>();
    for (const route of staffRoutes()) {
      const path = withIds(route.path);
      const call = t.http()[route.method.toLowerCase() as 'get'](path).set('Cookie', cookie);
      // Each route is sent a body of the type it reads (a body of another type is refused 415 before anything else).
      const response = route.method === 'POST' && takesUpload(path.slice('/api'.length)) ? await call.field('credentials', '{}') : await call.send({});
      seen.set(key(route), { status: response.status, code: response.body?.code });
    }
    return seen;
  }

  it('names only routes that exist; every other staff route is the desk’s (owners and dispatchers)', () => {
    const routes = staffRoutes().map(key);
    for (const route of [...READ, ...OWNER]) expect(routes).toContain(route);
  });

  it('lets an owner use every staff route: none is left without an access rule', async () => {
    const refused = [...(await statusesAs('owner'))].filter(([, answer]) => answer.status === 403).map(([route, answer]) => `${route} (${answer.code})`);
    expect(refused).toEqual([]);
  });

  it('refuses a dispatcher only the owner’s routes', async () => {
    for (const [route, answer] of await statusesAs('dispatcher')) {
      if (OWNER.has(route)) expect({ route, ...answer }).toEqual({ route, status: 403, code: 'role_forbidden' });
      else expect({ route, status: answer.status }).not.toEqual({ route, status: 403 });
    }
  });

  it('lets a viewer only read the boards, completed jobs and reports', async () => {
    for (const [route, answer] of await statusesAs('viewer')) {
      if (READ.has(route)) expect({ route, status: answer.status }).not.toEqual({ route, status: 403 });
      else expect({ route, ...answer }).toEqual({ route, status: 403, code: 'role_forbidden' });
    }
  });

  it('tells a viewer in words why a refund is refused', async () => {
    const { cookie } = await aSignedInMember(t, 'viewer');
    const refused = await t.http().post(`/api/admin/requests/${randomUUID()}/refund`).set('Cookie', cookie).send({}).expect(403);
    expect(refused.body.message).toBe('Your role (Viewer) cannot do this. Ask an owner if you need to.');
  });
});
