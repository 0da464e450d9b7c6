import { aPaidRequest, aProvider } from '../support/factories';
import { visibleText } from '../support/html-text';
import { ManualClock } from '../support/manual-clock';
import { useTestApp } from '../support/use-test-app';

describe("GET /provider/:jobId and /offer/:code (the provider's pages)", () => {
  const t = useTestApp({ clock: new ManualClock(new Date('2026-11-23T12:00:00Z')) });

  it("holds the job in its HTML, in the roster's language whatever the phone's", async () => {
    const paid = await aPaidRequest(t.em(), { vehiclePlate: 'TX-4821' });
    const provider = await aProvider(t.em(), { name: 'Rosa Diaz', phone: '+19725550190', language: 'es' });
    const assigned = await t.http().post(`/api/admin/requests/${paid.id}/provider`).set('Cookie', await t.adminCookie()).send({ providerId: provider.id }).expect(200);
    const response = await t.http().get(`/provider/${assigned.body.providerJobId}`).set('Accept-Language', 'en-US').expect(200);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.text).toMatch(/<html lang="es">/);
    const text = visibleText(response.text);
    expect(text).toContain('TX-4821');
    expect(text).toContain(paid.locationAddress!);
  });

  it('answers an unknown job code with its page and 404, and an unknown offer code likewise', async () => {
    const job = await t.http().get('/provider/ZZZZZZZZZZZZZZZZZZZZZZ').expect(404);
    expect(job.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(visibleText(job.text)).toContain('Job Not Found');
    const offer = await t.http().get('/offer/ZZZZZZZZZZZZZZZZZZZZZZ').expect(404);
    expect(offer.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(visibleText(offer.text)).toContain('Offer Not Found');
  });
});
