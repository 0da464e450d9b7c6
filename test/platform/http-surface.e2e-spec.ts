import { useTestApp } from '../support/use-test-app';
import { UUID_V4 } from '../support/uuid';

const UUID = new RegExp(`^${UUID_V4}$`);

describe('HTTP surface', () => {
  const t = useTestApp();

  it('answers an unknown /api route with a JSON 404, not the web app', async () => {
    const response = await t.http().get('/api/no-such-thing').expect(404);
    expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(response.body).toEqual({ statusCode: 404, error: 'Not Found', message: 'Cannot GET /api/no-such-thing' });
  });

  it('answers malformed JSON with a 400 a person can read', async () => {
    const response = await t.http().post('/api/admin/session').set('Content-Type', 'application/json').send('{"email": ').expect(400);
    expect(response.body).toEqual({
      statusCode: 400,
      error: 'Bad Request',
      message: 'The request body is not valid JSON.',
      code: 'malformed_body',
    });
  });

  it('answers an address with a broken %-escape with a 400 a person can read', async () => {
    const response = await t.http().get('/api/track/%zz').expect(400);
    expect(response.body).toEqual({
      statusCode: 400,
      error: 'Bad Request',
      message: 'This address has a broken %-escape in it. Check the link, or copy it again from the text you were sent.',
      code: 'malformed_address',
    });
  });

  it('refuses unknown body fields with 400', async () => {
    const response = await t
      .http()
      .post('/api/admin/session')
      .send({ email: 'dispatch@example.com', password: 'x', isAdmin: true })
      .expect(400);
    expect(response.body.message).toEqual(['property isAdmin should not exist']);
  });

  it('publishes the support phone, map tiles and whether road routing is on for the web app', async () => {
    const response = await t.http().get('/api/config').expect(200);
    expect(response.body).toEqual({
      supportPhone: '+12145550123',
      supportPhoneDisplay: '(214) 555-0123',
      mapTileUrl: 'https://tile.openstreetmap.org/{z}/{x}/{y}.png',
      roadRouting: false,
    });
  });

  it('serves the OpenAPI document listing the endpoints', async () => {
    const response = await t.http().get('/api/docs-json').expect(200);
    expect(Object.keys(response.body.paths)).toEqual(expect.arrayContaining(['/api/health', '/api/config', '/api/admin/session']));
  });

  it('sets security headers and a content security policy', async () => {
    const response = await t.http().get('/api/health');
    expect(response.headers['content-security-policy']).toBe(
      [
        "default-src 'self'",
        "base-uri 'self'",
        "font-src 'self' data:",
        "form-action 'self'",
        "frame-ancestors 'none'",
        "img-src 'self' data: blob: https://tile.openstreetmap.org https://*.tile.openstreetmap.org",
        "object-src 'none'",
        "script-src 'self'",
        "script-src-attr 'none'",
        "style-src 'self' 'unsafe-inline'",
        "connect-src 'self'",
      ].join(';'),
    );
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['x-powered-by']).toBeUndefined();
  });

  it('gives every response a fresh request id', async () => {
    const first = await t.http().get('/api/health');
    const second = await t.http().get('/api/health');
    expect(first.headers['x-request-id']).toMatch(UUID);
    expect(second.headers['x-request-id']).toMatch(UUID);
    expect(second.headers['x-request-id']).not.toBe(first.headers['x-request-id']);
  });

  it('echoes the request id a caller sends', async () => {
    const response = await t.http().get('/api/health').set('X-Request-Id', 'support-ticket-4711');
    expect(response.headers['x-request-id']).toBe('support-ticket-4711');
  });

  it('keeps CORS closed to other origins by default', async () => {
    const response = await t.http().get('/api/config').set('Origin', 'https://evil.example');
    expect(response.headers['access-control-allow-origin']).toBeUndefined();
  });
});
