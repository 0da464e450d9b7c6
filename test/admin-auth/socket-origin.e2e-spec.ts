import { aRequest } from '../support/factories';
import { useTestApp } from '../support/use-test-app';
import { TEST_ENV } from '../test-env';

const PUBLIC_ORIGIN = new URL(TEST_ENV.PUBLIC_URL).origin;
const FOREIGN_ORIGIN = 'https://dispatch-board.example';

describe('Socket handshakes from pages of other sites', () => {
  const t = useTestApp();

  it("refuses the admin's live feed to a page of another site, even with the admin's cookie", async () => {
    const { socket, error } = await t.connect('/admin', { cookie: await t.adminCookie(), origin: FOREIGN_ORIGIN });
    expect(error).not.toBeNull();
    expect(socket.connected).toBe(false);
  });

  it("admits the app's own pages", async () => {
    const { socket, error } = await t.connect('/admin', { cookie: await t.adminCookie(), origin: PUBLIC_ORIGIN });
    expect(error).toBeNull();
    expect(socket.connected).toBe(true);
  });

  it('refuses other sites on every namespace, the tracking page included', async () => {
    const request = await aRequest(t.em());
    const foreign = await t.connect('/track', { auth: { trackingId: request.customerTrackingId! }, origin: FOREIGN_ORIGIN });
    expect([foreign.error === null, foreign.socket.connected]).toEqual([false, false]);
    const own = await t.connect('/track', { auth: { trackingId: request.customerTrackingId! }, origin: PUBLIC_ORIGIN });
    expect([own.error, own.socket.connected]).toEqual([null, true]);
  });

  it('says why, before any namespace is reached', async () => {
    const response = await t
      .http()
      .get('/socket.io/?EIO=4&transport=polling')
      .set('Origin', FOREIGN_ORIGIN)
      .set('Cookie', await t.adminCookie())
      .expect(403);
    expect(response.body).toEqual({ code: 4, message: 'This page may not open live updates here.' });
  });
});
