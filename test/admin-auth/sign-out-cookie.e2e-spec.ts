import { useTestApp } from '../support/use-test-app';

describe('Admin sign-out', () => {
  const t = useTestApp();

  it('expires the session cookie in the browser', async () => {
    const cookie = await t.adminCookie();
    const response = await t.http().delete('/api/admin/session').set('Cookie', cookie).expect(204);
    expect(response.headers['set-cookie']).toEqual([
      'roadside.sid=; Path=/; Expires=Thu, 01 Jan 1970 00:00:00 GMT; HttpOnly; SameSite=Lax',
    ]);
  });

  it('ends the session on the server as well', async () => {
    const cookie = await t.adminCookie();
    await t.http().delete('/api/admin/session').set('Cookie', cookie).expect(204);
    await t.http().get('/api/admin/session').set('Cookie', cookie).expect(401);
  });
});

describe('Admin sign-out on an https install', () => {
  const t = useTestApp({ env: { PUBLIC_URL: 'https://help.example.com', TRUST_PROXY: '1' } });

  it('expires the cookie with the attributes it was set with', async () => {
    const signIn = await t
      .http()
      .post('/api/admin/session')
      .set('X-Forwarded-Proto', 'https')
      .send({ email: 'dispatch@example.com', password: 'correct-horse-battery' })
      .expect(200);
    const cookie = signIn.headers['set-cookie'][0].split(';')[0];
    const response = await t
      .http()
      .delete('/api/admin/session')
      .set('X-Forwarded-Proto', 'https')
      .set('Cookie', cookie)
      .expect(204);
    expect(response.headers['set-cookie']).toEqual([
      'roadside.sid=; Path=/; Expires=Thu, 01 Jan 1970 00:00:00 GMT; HttpOnly; Secure; SameSite=Lax',
    ]);
  });
});
