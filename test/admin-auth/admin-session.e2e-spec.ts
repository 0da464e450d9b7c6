import { EntityManager } from '@mikro-orm/postgresql';
import request from 'supertest';
import { AdminAuthService } from '../../src/modules/admin-auth/admin-auth.service';
import { AdminUser } from '../../src/modules/admin-auth/entities/admin-user.entity';
import { resetRedisCounters } from '../support/redis';
import { createTestApp, TestApp } from '../support/test-app';
import { TEST_ENV } from '../test-env';

const EMAIL = TEST_ENV.ADMIN_EMAIL;
const PASSWORD = TEST_ENV.ADMIN_PASSWORD;

describe('Admin sign-in', () => {
  let testApp: TestApp;
  const http = () => request(testApp.app.getHttpServer());

  beforeAll(async () => {
    testApp = await createTestApp();
  });

  beforeEach(async () => {
    await resetRedisCounters();
  });

  afterAll(async () => {
    await testApp.close();
  });

  it('signs in with the right password and answers who is signed in', async () => {
    const agent = request.agent(testApp.app.getHttpServer());
    const response = await agent.post('/api/admin/session').send({ email: EMAIL, password: PASSWORD }).expect(200);
    expect(response.body).toEqual({ email: EMAIL });
    const cookie = response.headers['set-cookie'][0];
    expect(cookie).toMatch(/HttpOnly/);
    expect(cookie).toMatch(/SameSite=Lax/);
    expect(cookie).not.toMatch(/Secure/);
    await agent.get('/api/admin/session').expect(200, { email: EMAIL });
  });

  it('treats the email case-insensitively', async () => {
    await http().post('/api/admin/session').send({ email: EMAIL.toUpperCase(), password: PASSWORD }).expect(200);
  });

  it('refuses a wrong password with the same message as an unknown email', async () => {
    const wrong = await http().post('/api/admin/session').send({ email: EMAIL, password: 'wrong-password' }).expect(401);
    const unknown = await http()
      .post('/api/admin/session')
      .send({ email: 'nobody@example.com', password: PASSWORD })
      .expect(401);
    expect(wrong.body.message).toBe('Invalid email or password');
    expect(unknown.body.message).toBe('Invalid email or password');
    expect(wrong.headers['set-cookie']).toBeUndefined();
  });

  it('throttles an account after five failed sign-ins, even with the right password', async () => {
    for (let attempt = 0; attempt < 5; attempt++) {
      await http().post('/api/admin/session').send({ email: EMAIL, password: `wrong-${attempt}` }).expect(401);
    }
    const response = await http().post('/api/admin/session').send({ email: EMAIL, password: PASSWORD }).expect(429);
    expect(response.body.message).toMatch(/^Too many sign-in attempts\. Try again in \d+ minutes?\.$/);
    expect(Number(response.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('counts parallel guesses before checking them, so at most five are tried', async () => {
    const responses = await Promise.all(
      Array.from({ length: 30 }, (_, i) => http().post('/api/admin/session').send({ email: EMAIL, password: `guess-${i}` })),
    );
    const statuses = responses.map((response) => response.status);
    expect(statuses.filter((status) => status === 401)).toHaveLength(5);
    expect(statuses.filter((status) => status === 429)).toHaveLength(25);
  });

  it('throttles an address that tries many accounts, whatever X-Forwarded-For claims', async () => {
    for (let attempt = 0; attempt < 20; attempt++) {
      await http()
        .post('/api/admin/session')
        .set('X-Forwarded-For', `203.0.113.${attempt}`)
        .send({ email: `spoof${attempt}@example.com`, password: 'guess' })
        .expect(401);
    }
    await http().post('/api/admin/session').send({ email: EMAIL, password: PASSWORD }).expect(429);
  });

  it('throttles an address that tries many accounts', async () => {
    for (let attempt = 0; attempt < 20; attempt++) {
      await http().post('/api/admin/session').send({ email: `probe${attempt}@example.com`, password: 'guess' }).expect(401);
    }
    await http().post('/api/admin/session').send({ email: EMAIL, password: PASSWORD }).expect(429);
  });

  it('signs out, and the old cookie no longer opens anything', async () => {
    const agent = request.agent(testApp.app.getHttpServer());
    const signIn = await agent.post('/api/admin/session').send({ email: EMAIL, password: PASSWORD }).expect(200);
    const oldCookie = signIn.headers['set-cookie'][0].split(';')[0];
    await agent.delete('/api/admin/session').expect(204);
    await http().get('/api/admin/session').set('Cookie', oldCookie).expect(401);
  });

  it('revokes every session of an admin whose password changes', async () => {
    const signIn = await http().post('/api/admin/session').send({ email: EMAIL, password: PASSWORD }).expect(200);
    const cookie = signIn.headers['set-cookie'][0].split(';')[0];
    const em = testApp.app.get(EntityManager).fork();
    const admin = await em.findOneOrFail(AdminUser, { email: EMAIL });
    const originalHash = admin.passwordHash;
    admin.passwordHash = await testApp.app.get(AdminAuthService).hashPassword('a-brand-new-password');
    await em.flush();
    try {
      await http().get('/api/admin/session').set('Cookie', cookie).expect(401);
    } finally {
      admin.passwordHash = originalHash;
      await em.flush();
    }
  });

  it('needs an email and a password', async () => {
    const response = await http().post('/api/admin/session').send({}).expect(400);
    expect(response.body.message).toEqual(expect.arrayContaining(['Please enter a valid email', 'Please enter your password']));
  });
});
