import { CustomerRequest } from '../../src/modules/request-core/entities/customer-request.entity';
import { aRequest } from '../support/factories';
import { useTestApp } from '../support/use-test-app';
import { TEST_ENV } from '../test-env';

const OWN_ORIGIN = new URL(TEST_ENV.PUBLIC_URL).origin;
const FOREIGN = 'https://evil.example';
const CREDENTIALS = { email: TEST_ENV.ADMIN_EMAIL, password: TEST_ENV.ADMIN_PASSWORD };

describe('Cross-site protections', () => {
  const t = useTestApp();
  const setPrice = (id: string, cookie: string) => t.http().post(`/api/admin/requests/${id}/price`).set('Cookie', cookie);
  const priceOf = async (id: string) => (await t.em().findOneOrFail(CustomerRequest, id)).adminPriceCents;

  describe('state-changing requests from another site', () => {
    it('refuses an admin action from a foreign Origin with a text/plain body, and nothing changes', async () => {
      const stored = await aRequest(t.em());
      const response = await setPrice(stored.id, await t.adminCookie())
        .set('Origin', FOREIGN)
        .set('Content-Type', 'text/plain')
        .send('{"priceCents":100}')
        .expect(403);
      expect(response.body).toEqual({
        statusCode: 403,
        error: 'Forbidden',
        message:
          `Changes are accepted only from this app's own pages (this one came from ${FOREIGN}). ` +
          `Open the app at ${TEST_ENV.PUBLIC_URL} and try again.`,
        code: 'foreign_origin',
      });
      expect(await priceOf(stored.id)).toBeNull();
    });

    it('refuses an admin action from a foreign Origin with a JSON body', async () => {
      const stored = await aRequest(t.em());
      await setPrice(stored.id, await t.adminCookie()).set('Origin', FOREIGN).send({ priceCents: 12550 }).expect(403);
      expect(await priceOf(stored.id)).toBeNull();
    });

    it('judges by Referer when a request carries no Origin', async () => {
      const stored = await aRequest(t.em());
      const response = await setPrice(stored.id, await t.adminCookie())
        .set('Referer', `${FOREIGN}/prices.html`)
        .send({ priceCents: 12550 })
        .expect(403);
      expect(response.body.code).toBe('foreign_origin');
    });

    it("refuses a page whose origin is 'null' (sandboxed frames, local files)", async () => {
      await t.http().post('/api/admin/session').set('Origin', 'null').send(CREDENTIALS).expect(403);
    });

    it('refuses sign-out from another site, so the session stays open', async () => {
      const cookie = await t.adminCookie();
      await t.http().delete('/api/admin/session').set('Cookie', cookie).set('Origin', FOREIGN).expect(403);
      await t.http().get('/api/admin/session').set('Cookie', cookie).expect(200);
    });

    it('refuses public writes too (a new request) and never with a session cookie set', async () => {
      const response = await t.http().post('/api/requests').set('Origin', FOREIGN).send({}).expect(403);
      expect(response.headers['set-cookie']).toBeUndefined();
      await t.http().post('/api/admin/session').set('Origin', FOREIGN).send(CREDENTIALS).expect(403);
    });

    it('judges the path the router took, so a %-escaped address is refused the same', async () => {
      const response = await t.http().post('/%61pi/requests').set('Origin', FOREIGN).send({}).expect(403);
      expect(response.body.code).toBe('foreign_origin');
      const stored = await aRequest(t.em());
      await t.http().post(`/api/%61dmin/requests/${stored.id}/price`).set('Cookie', await t.adminCookie()).set('Origin', FOREIGN).send({ priceCents: 12550 }).expect(403);
      expect(await priceOf(stored.id)).toBeNull();
    });

    it('signs in at a %-escaped address of the sign-in route as at its own', async () => {
      await t.http().post('/api/%61dmin/session').set('Origin', OWN_ORIGIN).send(CREDENTIALS).expect(200);
    });

    it('does not refuse reads from another site (CORS keeps their answers from the page)', async () => {
      await t.http().get('/api/config').set('Origin', FOREIGN).expect(200);
    });
  });

  describe('requests from the app itself and from non-browser clients', () => {
    it("accepts the app's own origin", async () => {
      const stored = await aRequest(t.em());
      await setPrice(stored.id, await t.adminCookie()).set('Origin', OWN_ORIGIN).send({ priceCents: 12550 }).expect(204);
      expect(await priceOf(stored.id)).toBe(12550);
    });

    it("accepts a Referer on the app's own pages", async () => {
      await t.http().post('/api/admin/session').set('Referer', `${OWN_ORIGIN}/admin/login`).send(CREDENTIALS).expect(200);
    });

    it('accepts a request with neither Origin nor Referer (scripts, monitoring)', async () => {
      await t.http().post('/api/admin/session').send(CREDENTIALS).expect(200);
    });

    it('leaves the signed Twilio webhooks to their signature, whatever their Origin', async () => {
      const response = await t
        .http()
        .post('/api/sms/status')
        .set('Origin', FOREIGN)
        .type('form')
        .send({ MessageSid: 'SM00000000000000000000000000000001', MessageStatus: 'delivered' })
        .expect(403);
      expect(response.body.code).toBe('bad_signature');
    });
  });

  describe('JSON only', () => {
    it('refuses a form-encoded sign-in with 415 and opens no session', async () => {
      const response = await t.http().post('/api/admin/session').type('form').send(CREDENTIALS).expect(415);
      expect(response.body).toEqual({
        statusCode: 415,
        error: 'Unsupported Media Type',
        message: 'This address accepts JSON only: send the body as application/json.',
        code: 'unsupported_body',
      });
      expect(response.headers['set-cookie']).toBeUndefined();
    });

    it('refuses a text/plain admin action from the app itself with 415', async () => {
      const stored = await aRequest(t.em());
      await setPrice(stored.id, await t.adminCookie())
        .set('Origin', OWN_ORIGIN)
        .set('Content-Type', 'text/plain')
        .send('{"priceCents":12550}')
        .expect(415);
      expect(await priceOf(stored.id)).toBeNull();
    });

    it('refuses a multipart intake with 415', async () => {
      await t.http().post('/api/requests').field('phone', '2145550123').expect(415);
    });

    it('takes forms only on the Twilio webhooks', async () => {
      const response = await t
        .http()
        .post('/api/sms/status')
        .send({ MessageSid: 'SM00000000000000000000000000000002', MessageStatus: 'delivered' })
        .expect(415);
      expect(response.body.message).toBe('This address accepts form posts only: send the body as application/x-www-form-urlencoded.');
    });
  });
});

describe('Cross-site protections with CORS_ORIGINS', () => {
  const t = useTestApp({ env: { CORS_ORIGINS: 'https://ops.example.com' } });

  it('accepts a listed origin', async () => {
    await t.http().post('/api/admin/session').set('Origin', 'https://ops.example.com').send(CREDENTIALS).expect(200);
  });

  it('still refuses any other', async () => {
    await t.http().post('/api/admin/session').set('Origin', 'https://ops.example.com.evil.example').send(CREDENTIALS).expect(403);
  });
});

describe('Cross-site protections in development', () => {
  const t = useTestApp({ env: { NODE_ENV: 'development' } });

  it('accepts the Vite dev server, whose proxy forwards the page Origin', async () => {
    await t.http().post('/api/admin/session').set('Origin', 'http://localhost:5173').send(CREDENTIALS).expect(200);
    await t.http().post('/api/admin/session').set('Origin', 'http://127.0.0.1:5173').send(CREDENTIALS).expect(200);
  });
});

describe('Cross-site protections outside development', () => {
  const t = useTestApp();

  it('refuses the dev server origin', async () => {
    await t.http().post('/api/admin/session').set('Origin', 'http://localhost:5173').send(CREDENTIALS).expect(403);
  });
});
