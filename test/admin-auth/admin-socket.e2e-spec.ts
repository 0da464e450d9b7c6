import Redis from 'ioredis';
import { REDIS } from '../../src/infra/redis/redis.module';
import { AdminGateway } from '../../src/modules/staff/admin.gateway';
import { createTestApp } from '../support/test-app';
import { useTestApp } from '../support/use-test-app';

describe('The /admin socket namespace', () => {
  const t = useTestApp();

  it('refuses a connection without a session', async () => {
    const { socket, error } = await t.connect('/admin');
    expect(error?.message).toBe('Please sign in to continue.');
    expect(socket.connected).toBe(false);
  });

  it('admits a signed-in admin and drops the socket when the admin signs out', async () => {
    const cookie = await t.adminCookie();
    const { socket, error } = await t.connect('/admin', { cookie });
    expect(error).toBeNull();
    expect(socket.connected).toBe(true);

    const disconnected = new Promise<string>((resolve) => socket.on('disconnect', resolve));
    await t.http().delete('/api/admin/session').set('Cookie', cookie).expect(204);
    expect(await disconnected).toBe('io server disconnect');
  });

  it("drops, on the process's periodic re-check, a live feed whose session has ended in the store, and keeps the others", async () => {
    const endingCookie = await t.adminCookie();
    const ending = await t.connect('/admin', { cookie: endingCookie });
    const secondSignIn = await t.http().post('/api/admin/session').send({ email: 'dispatch@example.com', password: 'correct-horse-battery' });
    const staying = await t.connect('/admin', { cookie: secondSignIn.headers['set-cookie'][0].split(';')[0] });
    expect([ending.error, staying.error]).toEqual([null, null]);
    const disconnected = new Promise<string>((resolve) => ending.socket.on('disconnect', resolve));

    const sessionId = decodeURIComponent(endingCookie.split('=')[1]).slice(2).split('.')[0];
    expect(await t.app.get<Redis>(REDIS).del(`sess:${sessionId}`)).toBe(1);
    await t.app.get(AdminGateway).recheckSessions();

    expect(await disconnected).toBe('io server disconnect');
    expect(staying.socket.connected).toBe(true);
  });

  it('drops the live feed of an admin whose password changes, on every instance', async () => {
    const { socket, error } = await t.connect('/admin', { cookie: await t.adminCookie() });
    expect(error).toBeNull();

    const disconnected = new Promise<string>((resolve) => socket.on('disconnect', resolve));
    // A second instance starts with a new ADMIN_PASSWORD (an operator rotating it).
    const rotated = await createTestApp({ env: { ADMIN_PASSWORD: 'a-rotated-password-123' } });
    try {
      expect(await disconnected).toBe('io server disconnect');
    } finally {
      await rotated.close();
      // Put the shared test password back for the files that follow.
      await (await createTestApp()).close();
    }
  });
});
