import { aRequest } from '../support/factories';
import { useTestApp } from '../support/use-test-app';

describe('Compressed answers', () => {
  const t = useTestApp();
  const asBrowser = (path: string) => t.http().get(path).set('Accept-Encoding', 'gzip');

  it("sends a customer's tracking view as plain JSON, never through a gzip stream", async () => {
    const request = await aRequest(t.em(), { serviceDescription: 'x'.repeat(480) });
    const response = await asBrowser(`/api/track/${request.customerTrackingId}`).expect(200);
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.body.trackingId).toBe(request.customerTrackingId);
  });

  it("gzips the staff area's lists once they are more than a few packets", async () => {
    for (let index = 0; index < 30; index++) await aRequest(t.em(), { serviceDescription: `Will not start, try ${index} ${'x'.repeat(200)}` });
    const response = await asBrowser('/api/admin/requests').set('Cookie', await t.adminCookie()).expect(200);
    expect(response.headers['content-encoding']).toBe('gzip');
    expect(response.body).toHaveLength(30);
  });

  it("gzips the API's own description", async () => {
    const response = await asBrowser('/api/docs-json').expect(200);
    expect(response.headers['content-encoding']).toBe('gzip');
    expect(response.body.info.title).toBe('DFW Roadside Assistance API');
  });
});
