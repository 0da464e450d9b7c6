import { Logger } from '@nestjs/common';
import { randomBytes } from 'node:crypto';
import { generateLinkCode } from '../../src/domain/tracking-codes';
import { aProvider, aRequest } from '../support/factories';
import { useTestApp } from '../support/use-test-app';
import { TEST_ENV } from '../test-env';
import { LogCapture } from './log-capture';

const PAGE = TEST_ENV.PUBLIC_URL;

describe('Log lines', () => {
  const logs = new LogCapture();
  const t = useTestApp({ env: { LOG_LEVEL: 'info' }, logDestination: logs.destination, beforeEachTest: () => logs.clear() });

  it('carry no tracking code, job code, payment token or session id, whatever the app was asked', async () => {
    const trackingId = (await aRequest(t.em(), { status: 'admin_priced', adminPriceCents: 12500 })).customerTrackingId!;
    const jobId = generateLinkCode((count) => randomBytes(count));
    const assigned = await aRequest(t.em(), { status: 'provider_assigned', provider: await aProvider(t.em()), providerJobId: jobId });
    const unknownCode = 'zz9zz9zz';
    const checkoutSession = 'cs_test_a1B2c3D4e5F6g7H8';

    // A customer opens the tracking page, follows it live and accepts the price.
    await t.http().get(`/track/${trackingId}`);
    await t.http().get(`/api/track/${trackingId}`).set('Referer', `${PAGE}/track/${trackingId}`).expect(200);
    await t.http().get(`/api/track/${trackingId}?session_id=${checkoutSession}&trackingId=${trackingId}`).expect(200);
    const track = await t.connect('/track', { auth: { trackingId } });
    expect(track.error).toBeNull();
    await t
      .http()
      .post(`/api/track/${trackingId}/accept`)
      .set('Referer', `${PAGE}/track/${trackingId}`)
      .send({ termsAccepted: true })
      .expect(200);

    // A provider follows the job; someone tries codes that do not exist.
    await t.http().get(`/provider/${jobId}`);
    const provider = await t.connect('/provider', { auth: { jobId } });
    expect(provider.error).toBeNull();
    await t.http().get(`/api/track/${unknownCode}`).set('Referer', `${PAGE}/track/${unknownCode}`).expect(404);
    expect((await t.connect('/provider', { auth: { jobId: 'ZZZZZZZZZ' } })).error?.message).toBe('Job Not Found');

    // The admin signs in and opens the request; the session cookie travels both ways.
    const signIn = await t.http().post('/api/admin/session').send({ email: TEST_ENV.ADMIN_EMAIL, password: TEST_ENV.ADMIN_PASSWORD }).expect(200);
    const cookie = signIn.headers['set-cookie'][0].split(';')[0];
    const sessionId = decodeURIComponent(cookie.slice('roadside.sid='.length)).replace(/^s:/, '').split('.')[0];
    await t.http().get(`/api/admin/requests/${assigned.id}`).set('Cookie', cookie).set('Referer', `${PAGE}/admin`).expect(200);

    // Services' own lines: a text's link quoted in a warning, and an error naming a job link.
    new Logger('SmsOutboxService').warn(`Text to +12145550188 not sent: ${PAGE}/track/${trackingId} refused`);
    new Logger('Dispatch').error(new Error(`No answer from ${PAGE}/provider/${jobId} (jobId=${jobId})`));

    const logged = logs.text();
    for (const secret of [trackingId, jobId, unknownCode, checkoutSession, sessionId, cookie]) {
      expect(logged).not.toContain(secret);
    }

    // The lines are there, only without their capabilities.
    const lines = logs.lines();
    const requests = lines.filter((line) => line.msg === 'request completed') as Array<{ req: { url: string; params?: unknown } }>;
    expect(requests.map(({ req }) => req.url)).toEqual(
      expect.arrayContaining([
        '/api/track/[redacted]',
        '/api/track/[redacted]?session_id=[redacted]&trackingId=[redacted]',
        '/api/track/[redacted]/accept',
        '/api/admin/session',
        `/api/admin/requests/${assigned.id}`,
      ]),
    );
    expect(requests.every(({ req }) => req.params === undefined)).toBe(true);
    expect(lines.find((line) => line.context === 'SmsOutboxService')?.msg).toBe(
      `Text to +12145550188 not sent: ${PAGE}/track/[redacted] refused`,
    );
    expect(lines.find((line) => line.context === 'Dispatch')).toMatchObject({
      err: { message: `No answer from ${PAGE}/provider/[redacted] (jobId=[redacted])` },
    });
    expect(lines.find((line) => line.msg === 'Admin sign-in attempt')).toMatchObject({ outcome: 'signed_in' });
  });

  it('carry no phone number from the paths of the inbox threads a dispatcher opens and answers', async () => {
    const phone = '+12145550188';
    await aRequest(t.em(), { phone });
    const cookie = await t.adminCookie();
    const admin = (method: 'get' | 'post', path: string) => t.http()[method](path).set('Cookie', cookie).set('Referer', `${PAGE}/admin/messages`);

    await admin('get', `/api/admin/conversations/${phone}`).expect(200);
    await admin('get', `/api/admin/conversations/${encodeURIComponent(phone)}`).expect(200);
    await admin('post', `/api/admin/conversations/${encodeURIComponent(phone)}/replies`).send({ body: 'We are on it.' }).expect(201);
    await admin('get', '/api/admin/conversations/2145550188').expect(400);

    expect(logs.text()).not.toMatch(/2145550188/);
    const urls = logs
      .lines()
      .filter((line) => line.msg === 'request completed')
      .map((line) => (line as { req: { url: string } }).req.url);
    expect(urls).toEqual(
      expect.arrayContaining([
        '/api/admin/conversations/[redacted]',
        '/api/admin/conversations/[redacted]/replies',
      ]),
    );
    expect(urls.filter((url) => url.startsWith('/api/admin/conversations/'))).toHaveLength(4);
  });
});
