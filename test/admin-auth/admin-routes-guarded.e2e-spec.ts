import request from 'supertest';
import { createTestApp, TestApp } from '../support/test-app';

interface RegisteredRoute {
  method: string;
  path: string;
}

/** Reads every route Express knows from the running app, so routes added later are covered too. */
function registeredRoutes(testApp: TestApp): RegisteredRoute[] {
  const express = testApp.app.getHttpAdapter().getInstance();
  type Layer = { route?: { path: string; methods: Record<string, boolean> } };
  const stack = express.router.stack as unknown as Layer[];
  return stack
    .filter((layer) => layer.route)
    .flatMap((layer) =>
      Object.keys(layer.route!.methods).map((method) => ({ method: method.toUpperCase(), path: layer.route!.path })),
    );
}

const concretePath = (path: string) => path.replace(/:[A-Za-z]+/g, '00000000-0000-4000-8000-000000000000');

describe('Every /api/admin route', () => {
  let testApp: TestApp;

  beforeAll(async () => {
    testApp = await createTestApp();
  });

  afterAll(async () => {
    await testApp.close();
  });

  it('is found by the enumeration (the check below is not vacuous)', () => {
    const adminRoutes = registeredRoutes(testApp).filter((route) => route.path.startsWith('/api/admin'));
    expect(adminRoutes).toEqual(expect.arrayContaining([{ method: 'GET', path: '/api/admin/session' }]));
  });

  it('answers 401 without a session, except signing in', async () => {
    const adminRoutes = registeredRoutes(testApp).filter(
      (route) => route.path.startsWith('/api/admin') && !(route.method === 'POST' && route.path === '/api/admin/session'),
    );
    const server = testApp.app.getHttpServer();
    for (const route of adminRoutes) {
      const method = route.method.toLowerCase() as 'get' | 'post' | 'put' | 'patch' | 'delete';
      const response = await request(server)[method](concretePath(route.path)).send({});
      expect({ route, status: response.status }).toEqual({ route, status: 401 });
    }
  });

  it('cannot be reached by changing the case or shape of the path', async () => {
    const server = testApp.app.getHttpServer();
    for (const path of ['/API/ADMIN/requests', '/api/Admin/requests', '/api/admin/requests/', '/Api/admin/messages']) {
      const response = await request(server).get(path);
      expect({ path, status: response.status }).toEqual({ path, status: 401 });
    }
  });

  it('answers 401 with a forged session cookie', async () => {
    await request(testApp.app.getHttpServer())
      .get('/api/admin/session')
      .set('Cookie', 'roadside.sid=s%3Aforged.signature')
      .expect(401);
  });
});
