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
