import { useTestApp } from '../support/use-test-app';

describe('HTTPS-only headers on a plain-HTTP install', () => {
  const t = useTestApp({ env: { PUBLIC_URL: 'http://roadside.lan' } });

  it('sends no Strict-Transport-Security', async () => {
    const response = await t.http().get('/api/health').expect(200);
    expect(response.headers['strict-transport-security']).toBeUndefined();
  });

  it('does not tell browsers to load scripts and styles over https', async () => {
    const response = await t.http().get('/api/health').expect(200);
    expect(response.headers['content-security-policy']).toContain("script-src 'self'");
    expect(response.headers['content-security-policy']).not.toContain('upgrade-insecure-requests');
  });

  it('serves the web app with the same policy', async () => {
    const response = await t.http().get('/admin/login');
    expect(response.headers['strict-transport-security']).toBeUndefined();
    expect(response.headers['content-security-policy']).not.toContain('upgrade-insecure-requests');
  });
});

describe('HTTPS-only headers on an https install behind a proxy', () => {
  const t = useTestApp({ env: { PUBLIC_URL: 'https://help.example.com', TRUST_PROXY: '1' } });

  it('sends Strict-Transport-Security', async () => {
    const response = await t.http().get('/api/health').expect(200);
    expect(response.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
  });

  it('tells browsers to upgrade insecure requests', async () => {
    const response = await t.http().get('/api/health').expect(200);
    expect(response.headers['content-security-policy']).toContain('upgrade-insecure-requests');
  });
});
