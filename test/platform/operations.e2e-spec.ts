import { DrainState } from '../../src/infra/http/drain-state';
import { SmsMessage } from '../../src/modules/notifications/entities/sms-message.entity';
import { anAgreedRequest, aPaidRequest, aProvider } from '../support/factories';
import { metricSample } from '../support/metrics-text';
import { anOnlineRequestBody } from '../support/request-bodies';
import { useStandIn } from '../support/stand-in';
import { signedEvent, StripeStandIn } from '../support/stripe-stand-in';
import { useTestApp } from '../support/use-test-app';
import { waitFor } from '../support/wait-for';

const TOKEN = 'operations-metrics-token-0123';

const LISTED_SERIES = [
  'roadside_http_request_duration_seconds',
  'roadside_socket_connections',
  'roadside_queue_jobs',
  'roadside_queue_workers',
  'roadside_texts_total',
  'roadside_text_opt_outs_total',
  'roadside_webhook_lag_seconds',
  'roadside_request_first_text_seconds',
  'roadside_payment_to_assignment_seconds',
  'roadside_offers_total',
  'roadside_position_fanout_delay_seconds',
];

describe('Operations: metrics', () => {
  const stripe = useStandIn(new StripeStandIn());
  const t = useTestApp({ worker: true, env: () => ({ ...stripe.env(), METRICS_TOKEN: TOKEN }), beforeEachTest: () => stripe.reset() });
  const scrape = async () => (await t.http().get('/api/metrics').set('Authorization', `Bearer ${TOKEN}`).expect(200)).text;

  it('refuses a scrape without the token, or with another one', async () => {
    const none = await t.http().get('/api/metrics').expect(401);
    expect(none.body).toMatchObject({ code: 'metrics_token_required' });
    await t.http().get('/api/metrics').set('Authorization', 'Bearer not-the-metrics-token').expect(401);
    await t.http().get('/api/metrics').set('Authorization', TOKEN).expect(401);
  });

  it('exposes every listed series, timing requests by route template and never naming a tracking code', async () => {
    const created = await t.http().post('/api/requests').send(anOnlineRequestBody()).expect(201);
    const code = created.body.trackingId as string;
    await t.http().get(`/api/track/${code}`).expect(200);

    const response = await t.http().get('/api/metrics').set('Authorization', `Bearer ${TOKEN}`).expect(200);
    expect(response.headers['content-type']).toMatch(/^text\/plain/);
    for (const name of LISTED_SERIES) expect(response.text).toContain(`# TYPE ${name} `);
    expect(metricSample(response.text, 'roadside_http_request_duration_seconds_count', { route: '/api/track/:trackingId', status_class: '2xx' })).toBe(1);
    expect(metricSample(response.text, 'roadside_http_request_duration_seconds_count', { route: '/api/requests', method: 'POST' })).toBe(1);
    expect(response.text).not.toContain(code);
    expect(response.text).not.toContain(created.body.id);
    for (const queue of ['sms', 'sms-inbound', 'maintenance', 'link-expiry', 'offers']) {
      expect(response.text).toMatch(new RegExp(`roadside_queue_jobs\\{queue="${queue}",state="waiting"`));
    }
    // This app runs the queues' workers itself.
    expect(metricSample(response.text, 'roadside_queue_workers', { queue: 'sms' })).toBeGreaterThanOrEqual(1);
  });

  it("counts the texts sent and times each request's first text once", async () => {
    // Counters run for the life of the process: this test reads what it adds.
    const start = await scrape();
    const added = (text: string, name: string, labels?: Record<string, string>) => metricSample(text, name, labels) - metricSample(start, name, labels);
    const created = await t.http().post('/api/requests').send(anOnlineRequestBody()).expect(201);
    await waitFor(async () => (await t.em().count(SmsMessage, { request: created.body.id, status: 'sent' })) >= 1);
    const before = await scrape();
    expect(added(before, 'roadside_texts_total', { outcome: 'sent' })).toBe(await t.em().count(SmsMessage, { status: 'sent' }));
    expect(added(before, 'roadside_request_first_text_seconds_count')).toBe(1);

    // A second text of the same request is not its first.
    await t.http().post(`/api/admin/requests/${created.body.id}/price`).set('Cookie', await t.adminCookie()).send({ priceCents: 12500 }).expect(204);
    await waitFor(async () => (await t.em().count(SmsMessage, { request: created.body.id, status: 'sent' })) >= 2);
    const after = await scrape();
    expect(added(after, 'roadside_texts_total', { outcome: 'sent' })).toBe(await t.em().count(SmsMessage, { status: 'sent' }));
    expect(added(after, 'roadside_request_first_text_seconds_count')).toBe(1);
  });

  it('times how late a Stripe webhook came, and how long a paid customer waited for a truck', async () => {
    const request = await anAgreedRequest(t.em());
    const started = await t.http().post(`/api/track/${request.customerTrackingId}/checkout`).expect(200);
    const event = signedEvent('checkout.session.completed', stripe.pay(started.body.sessionId));
    const lagged = async () => metricSample(await scrape(), 'roadside_webhook_lag_seconds_count', { source: 'stripe' });
    const before = await lagged();
    await t.http().post('/api/payments/webhook').set('Content-Type', 'application/json').set('Stripe-Signature', event.signature).send(event.payload).expect(200);
    expect((await lagged()) - before).toBe(1);

    const waits = async () => metricSample(await scrape(), 'roadside_payment_to_assignment_seconds_count');
    const waitsBefore = await waits();
    const paid = await aPaidRequest(t.em(), { phone: '+12145550177' });
    const provider = await aProvider(t.em());
    await t.http().post(`/api/admin/requests/${paid.id}/provider`).set('Cookie', await t.adminCookie()).send({ providerId: provider.id }).expect(200);
    expect((await waits()) - waitsBefore).toBe(1);
  });

  it('counts the live sockets of each namespace', async () => {
    const request = await anAgreedRequest(t.em());
    const { socket, error } = await t.connect('/track', { auth: { trackingId: request.customerTrackingId! } });
    expect(error).toBeNull();
    expect(metricSample(await scrape(), 'roadside_socket_connections', { namespace: '/track' })).toBe(1);
    socket.close();
    await waitFor(async () => metricSample(await scrape(), 'roadside_socket_connections', { namespace: '/track' }) === 0);
    expect(metricSample(await scrape(), 'roadside_socket_connections', { namespace: '/admin' })).toBe(0);
  });
});

describe('Operations: metrics without a token', () => {
  const t = useTestApp();

  it('are off, and say how to turn them on', async () => {
    const response = await t.http().get('/api/metrics').set('Authorization', 'Bearer anything-at-all-1234').expect(404);
    expect(response.body).toMatchObject({ code: 'metrics_off', message: 'Metrics are off: set METRICS_TOKEN to turn them on.' });
  });
});

describe('Operations: health for a load balancer', () => {
  const t = useTestApp({ appPerTest: true });

  it('is live and ready once PostgreSQL and Redis answer and every migration has run', async () => {
    await t.http().get('/api/health/live').expect(200, { status: 'ok' });
    const ready = await t.http().get('/api/health/ready').expect(200);
    expect(ready.body).toEqual({ status: 'ok', postgres: 'up', redis: 'up', migrations: 'done', draining: false });
  });

  it('is not ready while draining, and asks clients to take their next request elsewhere', async () => {
    t.app.get(DrainState).begin();
    const ready = await t.http().get('/api/health/ready').expect(503);
    expect(ready.body).toMatchObject({ status: 'unavailable', migrations: 'done', draining: true });
    expect(ready.headers.connection).toBe('close');
    await t.http().get('/api/health/live').expect(200);
  });
});
