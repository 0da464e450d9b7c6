import { takesUpload } from '../../src/common/http/request-bodies';
import { registeredRoutes } from '../support/registered-routes';
import { useTestApp } from '../support/use-test-app';

const concretePath = (path: string) => path.replace(/:[A-Za-z]+/g, '00000000-0000-4000-8000-000000000000');

describe('Every /api/admin route', () => {
  const t = useTestApp();
  const adminRoutes = () => registeredRoutes(t.app).filter((route) => route.path.startsWith('/api/admin'));

  it('is found by the enumeration (the check below is not vacuous)', () => {
    expect(adminRoutes()).toEqual(expect.arrayContaining([{ method: 'GET', path: '/api/admin/session' }]));
  });

  it('answers 401 without a session, except signing in (the password, then a code or a passkey)', async () => {
    const signingIn = ['/api/admin/session', '/api/admin/session/code', '/api/admin/session/passkey/options', '/api/admin/session/passkey'];
    const guarded = adminRoutes().filter((route) => !(route.method === 'POST' && signingIn.includes(route.path)));
    for (const route of guarded) {
      const method = route.method.toLowerCase() as 'get' | 'post' | 'put' | 'patch' | 'delete';
      const path = concretePath(route.path);
      // Each route is sent a body of the type it reads (a body of another type is refused 415 before anything else).
      const call = t.http()[method](path);
      const response = method === 'post' && takesUpload(path.slice('/api'.length)) ? await call.field('credentials', '{}') : await call.send({});
      expect({ route, status: response.status }).toEqual({ route, status: 401 });
    }
  });

  it('cannot be reached by changing the case or shape of the path', async () => {
    for (const path of ['/API/ADMIN/requests', '/api/Admin/requests', '/api/admin/requests/', '/Api/admin/conversations']) {
      const response = await t.http().get(path);
      expect({ path, status: response.status }).toEqual({ path, status: 401 });
    }
  });

  it('answers 401 with a forged session cookie', async () => {
    await t.http().get('/api/admin/session').set('Cookie', 'roadside.sid=s%3Aforged.signature').expect(401);
  });
});
