import request from 'supertest';
import { Socket } from 'socket.io-client';
import { connectSocket } from '../support/sockets';
import { adminCookie } from '../support/admin';
import { resetRedisCounters } from '../support/redis';
import { createTestApp, TestApp } from '../support/test-app';

const connect = (url: string, cookie?: string) => connectSocket(url, '/admin', { cookie });

describe('The /admin socket namespace', () => {
  let testApp: TestApp;
  const sockets: Socket[] = [];

  beforeAll(async () => {
    testApp = await createTestApp();
    await resetRedisCounters();
  });

  afterAll(async () => {
    sockets.forEach((socket) => socket.close());
    await testApp.close();
  });

  it('refuses a connection without a session', async () => {
    const { socket, error } = await connect(testApp.url);
    sockets.push(socket);
    expect(error?.message).toBe('Please sign in to continue.');
    expect(socket.connected).toBe(false);
  });

  it('admits a signed-in admin and drops the socket when the admin signs out', async () => {
    const cookie = await adminCookie(testApp.app);
    const { socket, error } = await connect(testApp.url, cookie);
    sockets.push(socket);
    expect(error).toBeNull();
    expect(socket.connected).toBe(true);

    const disconnected = new Promise<string>((resolve) => socket.on('disconnect', resolve));
    await request(testApp.app.getHttpServer()).delete('/api/admin/session').set('Cookie', cookie).expect(204);
    expect(await disconnected).toBe('io server disconnect');
  });

  it('drops the live feed of an admin whose password changes, on every instance', async () => {
    const cookie = await adminCookie(testApp.app);
    const { socket, error } = await connect(testApp.url, cookie);
    sockets.push(socket);
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
