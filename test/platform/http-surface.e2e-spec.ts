import request from 'supertest';
import { createTestApp, TestApp } from '../support/test-app';

describe('HTTP surface', () => {
  let testApp: TestApp;
  const http = () => request(testApp.app.getHttpServer());

  beforeAll(async () => {
    testApp = await createTestApp();
  });

  afterAll(async () => {
    await testApp.close();
  });

  it('answers an unknown /api route with a JSON 404, not the web app', async () => {
    const response = await http().get('/api/no-such-thing').expect(404);
    expect(response.headers['content-type']).toMatch(/json/);
    expect(response.body).toMatchObject({ statusCode: 404, error: 'Not Found' });
  });

  it('answers malformed JSON with a 400 a person can read', async () => {
    const response = await http()
      .post('/api/admin/session')
      .set('Content-Type', 'application/json')
      .send('{"email": ')
      .expect(400);
    expect(response.body).toEqual({ statusCode: 400, error: 'Bad Request', message: expect.any(String) });
  });

  it('refuses unknown body fields with 400', async () => {
    const response = await http()
      .post('/api/admin/session')
      .send({ email: 'dispatch@example.com', password: 'x', isAdmin: true })
      .expect(400);
    expect(response.body.message).toEqual(expect.arrayContaining(['property isAdmin should not exist']));
  });

  it('publishes the support phone and map tiles for the web app', async () => {
    const response = await http().get('/api/config').expect(200);
    expect(response.body).toEqual({
      supportPhone: '+12145550123',
      supportPhoneDisplay: '(214) 555-0123',
      mapTileUrl: expect.stringContaining('{z}'),
    });
  });

  it('serves the OpenAPI document listing the endpoints', async () => {
    const response = await http().get('/api/docs-json').expect(200);
    expect(Object.keys(response.body.paths)).toEqual(
      expect.arrayContaining(['/api/health', '/api/config', '/api/admin/session']),
    );
  });

  it('sets security headers and a content security policy', async () => {
    const response = await http().get('/api/health');
    expect(response.headers['content-security-policy']).toContain("default-src 'self'");
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['x-powered-by']).toBeUndefined();
    expect(response.headers['x-request-id']).toEqual(expect.any(String));
  });

  it('keeps CORS closed to other origins by default', async () => {
    const response = await http().get('/api/config').set('Origin', 'https://evil.example');
    expect(response.headers['access-control-allow-origin']).toBeUndefined();
  });
});
