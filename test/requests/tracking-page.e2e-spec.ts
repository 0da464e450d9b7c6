import { anAgreedRequest, aProvider, aRequest } from '../support/factories';
import { visibleText } from '../support/html-text';
import { expectLookupsThrottled } from '../support/lookup-throttle';
import { ManualClock } from '../support/manual-clock';
import { useTestApp } from '../support/use-test-app';

describe('GET /track/:trackingId (the page)', () => {
  const t = useTestApp({ clock: new ManualClock(new Date('2026-11-23T12:00:00Z')) });
  const page = (code: string) => t.http().get(`/track/${code}`);

  it("holds the request's status and the provider's name in its HTML, before any script runs", async () => {
    const stored = await aRequest(t.em(), {
      status: 'provider_assigned',
      provider: await aProvider(t.em(), { name: 'Lone Star Towing', contactName: 'Maria Lopez', phone: '+19725550100' }),
    });
    const response = await page(stored.customerTrackingId!).expect(200);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(response.headers['cache-control']).toBe('no-store');
    const text = visibleText(response.text);
    expect(text).toContain('Track Your Service');
    expect(text).toContain('Provider Assigned');
    expect(text).toContain('A provider has been assigned to your request and will head your way shortly.');
    expect(text).toContain('Lone Star Towing');
    // The page hands the app the answer it was rendered from, so hydration asks for nothing again.
    expect(response.text).toContain('<script type="application/json" id="server-answers">');
    expect(response.text).toContain(`"trackingId":"${stored.customerTrackingId}"`);
    expect(response.text).toMatch(/<html lang="en">/);
  });

  it("keeps a customer's words as they wrote them, `$'` and `$&` included", async () => {
    const stored = await aRequest(t.em(), { status: 'pending_admin_review', locationAddress: "Gate $' by the $& sign, Dallas, TX" });
    const response = await page(stored.customerTrackingId!).expect(200);
    expect(visibleText(response.text)).toContain("Gate $' by the $& sign, Dallas, TX");
    expect(response.text.match(/<div id="root">/g)).toHaveLength(1);
  });

  it("is in the reader's language: the switch's choice, else the browser's", async () => {
    const stored = await aRequest(t.em(), { status: 'pending_admin_review' });
    const spanish = await page(stored.customerTrackingId!).set('Accept-Language', 'es-MX,es;q=0.9').expect(200);
    expect(spanish.text).toMatch(/<html lang="es">/);
    expect(visibleText(spanish.text)).toContain('Sigue tu servicio');
    const chosen = await page(stored.customerTrackingId!).set('Accept-Language', 'es-MX').set('Cookie', 'language=en').expect(200);
    expect(chosen.text).toMatch(/<html lang="en">/);
  });

  it('answers an unknown code with the Request Not Found page and 404', async () => {
    const response = await page('zzzzzzzz').expect(404);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(response.headers['cache-control']).toBe('no-store');
    expect(visibleText(response.text)).toContain('Request Not Found');
    expect(visibleText(response.text)).toContain('This tracking ID does not exist or has expired.');
  });

  it('answers a code past its 5 minutes after completion with the Link Expired page and 410', async () => {
    const stored = await aRequest(t.em(), { status: 'completed', serviceCompletedAt: t.clock.now() });
    t.clock.advance(5 * 60_000);
    const response = await page(stored.customerTrackingId!).expect(410);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(visibleText(response.text)).toContain('Link Expired');
  });

  it("counts the page's lookups in the API's budget: 10 unknown codes a minute, then 429 with Retry-After", async () => {
    for (let i = 0; i < 5; i++) await page(`zzzzzzz${i}`).expect(404);
    for (let i = 5; i < 10; i++) await t.http().get(`/api/track/zzzzzzz${i}`).expect(404);
    const stored = await aRequest(t.em());
    const refused = await page(stored.customerTrackingId!).expect(429);
    expect(refused.headers['content-type']).toBe('text/html; charset=utf-8');
    const api = await t.http().get(`/api/track/${stored.customerTrackingId}`).expect(429);
    const seconds = expectLookupsThrottled(api.body.message);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThanOrEqual(seconds - 1);
    expect(visibleText(refused.text)).toContain('Too many lookups from your connection.');
  });
});

describe('GET /payment/:requestId?code= (the page)', () => {
  const t = useTestApp({ clock: new ManualClock(new Date('2026-11-23T12:00:00Z')) });
  const page = (requestId: string, code?: string) => t.http().get(`/payment/${requestId}${code === undefined ? '' : `?code=${code}`}`);

  it('holds the price, the deposit and the cancellation terms in its HTML, before any script runs', async () => {
    const stored = await anAgreedRequest(t.em());
    const response = await page(stored.id, stored.customerTrackingId!).expect(200);
    expect(response.headers['cache-control']).toBe('no-store');
    const text = visibleText(response.text);
    expect(text).toContain('Pay Your Deposit');
    expect(text).toContain('$200.00');
    expect(text).toContain('Pay Deposit $30.00');
    expect(text).toContain('Cancelling is free until your provider is on the way. After that, the $30.00 deposit is kept as the cancellation fee.');
    expect(response.text).toContain(`"trackingId":"${stored.customerTrackingId}"`);
  });

  it("answers 404 with Request Not Found when the code is not the request's, or is missing, and shows nothing of the code's request", async () => {
    const stored = await anAgreedRequest(t.em());
    const other = await anAgreedRequest(t.em());
    const mismatched = await page(other.id, stored.customerTrackingId!).expect(404);
    expect(visibleText(mismatched.text)).toContain('Request Not Found');
    expect(mismatched.text).not.toContain(stored.id);
    const missing = await page(stored.id).expect(404);
    expect(visibleText(missing.text)).toContain('Request Not Found');
    const twice = await t.http().get(`/payment/${stored.id}?code=${stored.customerTrackingId}&code=${other.customerTrackingId}`).expect(404);
    expect(visibleText(twice.text)).toContain('Request Not Found');
  });
});
