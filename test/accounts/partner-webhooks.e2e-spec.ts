import { getQueueToken } from '@nestjs/bullmq';
import type { Queue } from 'bullmq';
import { appErrorBody } from '../../src/common/errors/app-error.filter';
import type { AppError } from '../../src/common/errors/app-error';
import type { PartnerEventBody } from '../../src/contracts/account-views';
import type { PartnerEvent } from '../../src/domain/business-accounts';
import { QUEUES } from '../../src/infra/queue/queue-catalogue';
import { BusinessAccount } from '../../src/modules/accounts/entities/business-account.entity';
import { WebhookDelivery } from '../../src/modules/accounts/entities/webhook-delivery.entity';
import { WebhookEndpoint } from '../../src/modules/accounts/entities/webhook-endpoint.entity';
import { WebhookEndpointsService } from '../../src/modules/accounts/webhooks';
import { WebhookSecretSeal } from '../../src/modules/accounts/webhooks/webhook-secret-seal';
import { WebhookSweepTicker } from '../../src/modules/accounts/webhooks/webhook-sweep.ticker';
import { SmsMessage } from '../../src/modules/notifications/entities/sms-message.entity';
import { RequestTransitionsService } from '../../src/modules/request-core';
import { StaffMember } from '../../src/modules/staff/entities/staff-member.entity';
import { aProvider, aRequest } from '../support/factories';
import { ManualClock } from '../support/manual-clock';
import { useTestApp, type TestAppAccess } from '../support/use-test-app';
import { waitFor } from '../support/wait-for';
import { clientVerifies } from './support/webhook-client-verifier';
import { WebhookReceiver } from './support/webhook-receiver';
import { emptyWebhookTables } from './support/webhook-tables';

const ALL_EVENTS: PartnerEvent[] = ['job.created', 'job.priced', 'job.assigned', 'job.en_route', 'job.arrived', 'job.completed', 'job.cancelled'];

async function anAccount(t: TestAppAccess, name = 'Lone Star Fleet'): Promise<BusinessAccount> {
  const em = t.em();
  const account = em.create(BusinessAccount, { name, billingName: 'Pat Fleet', billingPhone: '+12145550170', termsDays: 30, creditLimitCents: 5_000_000 });
  await em.flush();
  return account;
}

async function anAccountAdmin(t: TestAppAccess, accountId: string, phone: string | null): Promise<StaffMember> {
  const em = t.em();
  const admin = em.create(StaffMember, { email: `admin-${accountId.slice(0, 8)}@fleet.example.com`, name: 'Jordan F.', role: 'account_admin', accountId, phone, passwordHash: 'not-used' });
  await em.flush();
  return admin;
}

/** A job of the account with a provider assigned, ready for the provider's 'on my way'. */
async function anAssignedJob(t: TestAppAccess, accountId: string | null) {
  const provider = await aProvider(t.em());
  return aRequest(t.em(), { accountId, status: 'assigned', provider, providerJobId: `job${Math.random().toString(36).slice(2, 10)}`, finalPriceCents: 12_500 });
}

const startJob = (t: TestAppAccess, requestId: string) =>
  t.app.get(RequestTransitionsService).run(requestId, { action: 'start_job', actor: 'provider', activity: () => 'Provider on the way' });

describe('Partner webhooks', () => {
  const clock = new ManualClock(new Date('2026-11-29T15:00:00Z'));
  const receiver = new WebhookReceiver();
  beforeAll(() => receiver.start());
  afterAll(() => receiver.stop());
  const t: TestAppAccess = useTestApp({
    clock,
    worker: true,
    env: { PARTNER_WEBHOOKS_ALLOW_LOOPBACK: 'true' },
    beforeEachTest: async () => {
      receiver.reset();
      await emptyWebhookTables(t);
    },
  });

  const endpoints = () => t.app.get(WebhookEndpointsService);
  const queue = () => t.app.get<Queue>(getQueueToken(QUEUES.partnerWebhooks));
  const deliveryOf = (requestId: string) => waitFor(() => t.em().findOne(WebhookDelivery, { requestId }));
  const attemptsReached = (deliveryId: string, attempts: number) =>
    waitFor(async () => {
      const delivery = await t.em().findOneOrFail(WebhookDelivery, { id: deliveryId });
      return delivery.attempts >= attempts && (delivery.status !== 'pending' || (await queue().getJob(deliveryId))?.attemptsMade === attempts) ? delivery : null;
    });

  it('signs each delivery so the sample client verifies it, with the job as the partner API shows it', async () => {
    const account = await anAccount(t);
    const endpoint = await endpoints().create(account.id, { url: receiver.url, events: ['job.en_route', 'job.completed'] });
    expect(endpoint.secret).toMatch(/^whsec_[A-Za-z0-9_-]{32}$/);
    const stored = await t.em().findOneOrFail(WebhookEndpoint, { id: endpoint.id });
    expect(stored.secretSealed).not.toContain(endpoint.secret.slice(6));
    const job = await anAssignedJob(t, account.id);

    await startJob(t, job.id);

    const [webhook] = await waitFor(async () => (receiver.received.length > 0 ? receiver.received : null));
    const header = String(webhook.headers['roadside-signature']);
    expect(header).toMatch(/^t=\d+,v1=[0-9a-f]{64}$/);
    const now = Math.floor(clock.now().getTime() / 1000);
    const base = { secret: endpoint.secret, header, rawBody: webhook.body, toleranceSeconds: 300, nowSeconds: now };
    expect(
      clientVerifies([
        base,
        { ...base, rawBody: webhook.body.replace('en_route', 'completed') },
        { ...base, secret: 'whsec_someoneelse' },
        { ...base, nowSeconds: now + 301 },
      ]),
    ).toEqual([true, false, false, false]);

    const event = JSON.parse(webhook.body) as PartnerEventBody;
    expect(webhook.headers['roadside-event-id']).toBe(event.id);
    expect(event).toMatchObject({ type: 'job.en_route', data: { id: job.id, status: 'en_route', priceCents: 12_500, provider: { name: 'Sam Rivera' } } });
    const delivery = await attemptsReached((await deliveryOf(job.id)).id, 1);
    expect(delivery).toMatchObject({ status: 'delivered', attempts: 1, lastStatusCode: 204, lastError: null, eventId: event.id });
    expect(await endpoints().deliveries(account.id, endpoint.id)).toEqual([expect.objectContaining({ id: delivery.id, status: 'delivered', lastStatusCode: 204 })]);
  });

  it('retries a 500 with growing waits, sending the same bytes and event id each time', async () => {
    const account = await anAccount(t);
    const endpoint = await endpoints().create(account.id, { url: receiver.url, events: ALL_EVENTS });
    const job = await anAssignedJob(t, account.id);
    receiver.answer = 500;

    await startJob(t, job.id);
    const { id } = await deliveryOf(job.id);
    const first = await attemptsReached(id, 1);
    expect(first).toMatchObject({ status: 'pending', attempts: 1, lastStatusCode: 500, lastError: 'Answered 500' });
    const firstJob = (await queue().getJob(id))!;
    expect(await firstJob.getState()).toBe('delayed');
    expect(firstJob.delay).toBe(30_000);

    await firstJob.promote();
    await attemptsReached(id, 2);
    const secondJob = (await queue().getJob(id))!;
    expect(secondJob.delay).toBe(60_000);

    receiver.answer = 204;
    await secondJob.promote();
    const delivered = await waitFor(() => t.em().findOne(WebhookDelivery, { id, status: 'delivered' }));
    expect(delivered).toMatchObject({ attempts: 3, lastStatusCode: 204, lastError: null });
    expect(receiver.received).toHaveLength(3);
    expect(new Set(receiver.received.map((webhook) => webhook.body)).size).toBe(1);
    expect(new Set(receiver.received.map((webhook) => webhook.headers['roadside-event-id'])).size).toBe(1);
    expect((await t.em().findOneOrFail(WebhookEndpoint, { id: endpoint.id })).failingSince).toBeNull();
  });

  it('counts a receiver that does not answer within 10 seconds as a failed attempt, retried later', async () => {
    const account = await anAccount(t);
    await endpoints().create(account.id, { url: receiver.url, events: ['job.en_route'] });
    const job = await anAssignedJob(t, account.id);
    receiver.answer = 'hang';

    await startJob(t, job.id);
    const { id } = await deliveryOf(job.id);
    const first = await waitFor(() => t.em().findOne(WebhookDelivery, { id, attempts: 1 }), 25_000);
    expect(first).toMatchObject({ status: 'pending', lastStatusCode: null, lastError: 'No answer within 10 seconds' });
    const retry = await waitFor(() => queue().getJob(id).then(async (found) => (found && (await found.getState()) === 'delayed' ? found : null)));
    expect(retry.attemptsMade).toBe(1);
    expect(retry.delay).toBe(30_000);
  }, 45_000);

  it('turns off an endpoint that has failed for 24 hours and texts the account admin', async () => {
    const account = await anAccount(t);
    await anAccountAdmin(t, account.id, '+12145550181');
    const endpoint = await endpoints().create(account.id, { url: receiver.url, events: ['job.en_route'] });
    const job = await anAssignedJob(t, account.id);
    receiver.answer = 503;

    await startJob(t, job.id);
    const { id } = await deliveryOf(job.id);
    await attemptsReached(id, 1);
    expect((await t.em().findOneOrFail(WebhookEndpoint, { id: endpoint.id })).failingSince).toEqual(clock.now());
    expect(await t.em().count(SmsMessage, { template: 'webhook-endpoint-disabled' })).toBe(0);

    clock.advance(24 * 3600_000);
    await (await queue().getJob(id))!.promote();

    const text = await waitFor(() => t.em().findOne(SmsMessage, { template: 'webhook-endpoint-disabled' }));
    expect(text.to).toBe('+12145550181');
    expect(text.body).toBe(
      `DFW Roadside: your webhook to ${new URL(receiver.url).host} failed for 24 hours and is now off. Once fixed, replay a delivery in your business portal to turn it back on: http://127.0.0.1:3999/business Reply STOP to opt out.`,
    );
    const off = await t.em().findOneOrFail(WebhookEndpoint, { id: endpoint.id });
    expect(off.disabledAt).toEqual(clock.now());
    expect(off.disabledReason).toBe('Every delivery failed for 24 hours; the last: Answered 503');
    expect(await t.em().findOneOrFail(WebhookDelivery, { id })).toMatchObject({ status: 'failed', attempts: 2 });

    // A turned-off endpoint is told of nothing more.
    await t.app.get(RequestTransitionsService).run(job.id, { action: 'mark_arrived', actor: 'provider', activity: () => 'Arrived' });
    expect(await t.em().count(WebhookDelivery, { requestId: job.id })).toBe(1);
  });

  it('texts the billing phone when the account has no admin with a phone', async () => {
    const account = await anAccount(t);
    await anAccountAdmin(t, account.id, null);
    const endpoint = await endpoints().create(account.id, { url: receiver.url, events: ['job.en_route'] });
    await t.em().nativeUpdate(WebhookEndpoint, { id: endpoint.id }, { failingSince: new Date(clock.now().getTime() - 24 * 3600_000) });
    const job = await anAssignedJob(t, account.id);
    receiver.answer = 500;

    await startJob(t, job.id);

    const text = await waitFor(() => t.em().findOne(SmsMessage, { template: 'webhook-endpoint-disabled' }));
    expect(text.to).toBe('+12145550170');
  });

  it('replays a delivery with the same event id and bytes, to the account that owns it only', async () => {
    const account = await anAccount(t);
    const other = await anAccount(t, 'Metroplex Motors');
    await endpoints().create(account.id, { url: receiver.url, events: ['job.en_route'] });
    const job = await anAssignedJob(t, account.id);
    await startJob(t, job.id);
    const original = await attemptsReached((await deliveryOf(job.id)).id, 1);

    await expect(endpoints().replay(other.id, original.id)).rejects.toMatchObject({ code: 'webhook_delivery_not_found' });
    const replay = await endpoints().replay(account.id, original.id);

    expect(replay).toMatchObject({ eventId: original.eventId, status: 'pending', attempts: 0 });
    expect(replay.id).not.toBe(original.id);
    await waitFor(async () => (receiver.received.length >= 2 ? receiver.received : null));
    const [first, second] = receiver.received;
    expect(second.headers['roadside-event-id']).toBe(first.headers['roadside-event-id']);
    expect(second.body).toBe(first.body);
    // The receiver answers before the worker records the answer.
    const delivered = await waitFor(() => t.em().findOne(WebhookDelivery, { id: replay.id, status: 'delivered' }));
    expect(delivered.attempts).toBe(1);
  });

  it('stages nothing for a request with no account, nor for an event the endpoint did not choose', async () => {
    const account = await anAccount(t);
    await endpoints().create(account.id, { url: receiver.url, events: ['job.completed'] });
    const walkIn = await anAssignedJob(t, null);
    const notChosen = await anAssignedJob(t, account.id);

    await startJob(t, walkIn.id);
    await startJob(t, notChosen.id);

    expect(await t.em().count(WebhookDelivery, {})).toBe(0);
  });

  it('refuses private addresses when sending too, should a stored endpoint point inside', async () => {
    const account = await anAccount(t);
    const em = t.em();
    em.create(WebhookEndpoint, { accountId: account.id, url: 'https://10.0.0.7/hooks', events: ['job.en_route'], secretSealed: t.app.get(WebhookSecretSeal).seal('whsec_x'), createdAt: clock.now() });
    await em.flush();
    const job = await anAssignedJob(t, account.id);

    await startJob(t, job.id);

    const delivery = await attemptsReached((await deliveryOf(job.id)).id, 1);
    expect(delivery.lastStatusCode).toBeNull();
    expect(delivery.lastError).toContain('private, loopback or link-local address (10.0.0.7)');
  });

  it('hands the queue a delivery it never received (a crash after the commit), once a minute has passed', async () => {
    const account = await anAccount(t);
    const endpoint = await endpoints().create(account.id, { url: receiver.url, events: ['job.en_route'] });
    const em = t.em();
    const lost = em.create(WebhookDelivery, { endpointId: endpoint.id, accountId: account.id, eventId: '0b8c6a52-4d2e-4f7b-9a51-3c2d1e0f9a8b', eventType: 'job.en_route', body: '{"id":"0b8c6a52-4d2e-4f7b-9a51-3c2d1e0f9a8b"}', createdAt: clock.now() });
    await em.flush();

    await t.app.get(WebhookSweepTicker).tick();
    expect(await queue().getJob(lost.id)).toBeUndefined();

    clock.advance(61_000);
    await t.app.get(WebhookSweepTicker).tick();

    await waitFor(() => t.em().findOne(WebhookDelivery, { id: lost.id, status: 'delivered' }));
    expect(receiver.received.map((webhook) => webhook.body)).toEqual(['{"id":"0b8c6a52-4d2e-4f7b-9a51-3c2d1e0f9a8b"}']);
  });

  it("keeps each account's endpoints to itself", async () => {
    const account = await anAccount(t);
    const other = await anAccount(t, 'Metroplex Motors');
    const endpoint = await endpoints().create(account.id, { url: receiver.url, events: ['job.created'] });

    await expect(endpoints().remove(other.id, endpoint.id)).rejects.toMatchObject({ code: 'webhook_endpoint_not_found' });
    await expect(endpoints().deliveries(other.id, endpoint.id)).rejects.toMatchObject({ code: 'webhook_endpoint_not_found' });
    expect(await endpoints().list(other.id)).toEqual([]);
    await endpoints().remove(account.id, endpoint.id);
    expect(await endpoints().list(account.id)).toEqual([]);
  });
});

describe('Partner webhook addresses, without the test-only loopback setting', () => {
  const t: TestAppAccess = useTestApp({ beforeEachTest: () => emptyWebhookTables(t) });

  const refusal = async (url: string) => {
    const account = t.em().create(BusinessAccount, { name: `Fleet ${Math.random()}`, billingName: 'Pat', billingPhone: '+12145550170', termsDays: 30, creditLimitCents: 100_000 });
    await t.em().persistAndFlush(account);
    const error = await t.app.get(WebhookEndpointsService).create(account.id, { url, events: ['job.created'] }).then(
      () => null,
      (thrown: AppError) => thrown,
    );
    return error && { ...appErrorBody(error), stored: await t.em().count(WebhookEndpoint, {}) };
  };

  it.each([
    ['a private 10.x address', 'https://10.1.2.3/hooks', '10.1.2.3'],
    ['a private 192.168.x address', 'https://192.168.0.10/hooks', '192.168.0.10'],
    ["the cloud's metadata service (link-local)", 'https://169.254.169.254/latest/meta-data', '169.254.169.254'],
    ['IPv6 loopback', 'https://[::1]/hooks', '::1'],
    ['a host name resolving to 127.0.0.1', 'https://localhost:8443/hooks', '127.0.0.1'],
  ])('refuses %s with 422 webhook_url_refused', async (_name, url, address) => {
    const refused = await refusal(url);
    expect(refused).toMatchObject({ statusCode: 422, code: 'webhook_url_refused', stored: 0 });
    expect(refused!.message).toContain('must be reachable on the public internet');
    expect(refused!.message).toMatch(new RegExp(address === '127.0.0.1' ? '(127\\.0\\.0\\.1|::1)' : address.replace(/\./g, '\\.')));
  });

  it('answers its routes to a signed-in account only', async () => {
    await t.http().get('/api/partner/v1/webhook-endpoints').expect(401);
    await t.http().post('/api/partner/v1/webhook-endpoints').send({ url: 'https://hooks.example.com/', events: ['job.created'] }).expect(401);
    await t.http().get('/api/business/webhook-endpoints').expect(401);
    await t.http().post(`/api/business/webhook-deliveries/${'0'.repeat(8)}-0000-4000-8000-${'0'.repeat(12)}/replay`).expect(401);
  });

  describe('through the partner API', () => {
    const keyOf = async (accountId: string, scopes: string[]) => {
      const created = await t.http().post(`/api/admin/accounts/${accountId}/api-keys`).set('Cookie', await t.adminCookie()).send({ name: 'Fleet dispatch system', scopes }).expect(201);
      return `Bearer ${created.body.key as string}`;
    };
    const anAccountWithKey = async (name: string, scopes = ['jobs:write', 'jobs:read']) => {
      const account = t.em().create(BusinessAccount, { name, billingName: 'Pat', billingPhone: '+12145550170', termsDays: 30, creditLimitCents: 100_000 });
      await t.em().persistAndFlush(account);
      return { account, key: await keyOf(account.id, scopes) };
    };
    const endpointsPath = '/api/partner/v1/webhook-endpoints';

    it('registers, lists and removes an endpoint, its secret shown once', async () => {
      const { key } = await anAccountWithKey('Lone Star Fleet');

      const created = await t.http().post(endpointsPath).set('Authorization', key).send({ url: 'https://93.184.215.14/roadside', events: ['job.assigned', 'job.completed'] }).expect(201);

      expect(created.body).toEqual({
        id: expect.any(String),
        url: 'https://93.184.215.14/roadside',
        events: ['job.assigned', 'job.completed'],
        createdAt: expect.any(String),
        failingSince: null,
        disabledAt: null,
        disabledReason: null,
        secret: expect.stringMatching(/^whsec_/),
      });
      const { secret: _secret, ...view } = created.body as Record<string, unknown>;
      expect((await t.http().get(endpointsPath).set('Authorization', key).expect(200)).body).toEqual([view]);
      await t.http().delete(`${endpointsPath}/${created.body.id as string}`).set('Authorization', key).expect(204);
      expect((await t.http().get(endpointsPath).set('Authorization', key).expect(200)).body).toEqual([]);
    });

    it("answers 422 for a private address, 400 for an unknown event, and 404 for another account's endpoint", async () => {
      const { key } = await anAccountWithKey('Lone Star Fleet');
      const other = await anAccountWithKey('Metroplex Motors');
      const theirs = await t.http().post(endpointsPath).set('Authorization', other.key).send({ url: 'https://93.184.215.14/hooks', events: ['job.created'] }).expect(201);

      const refused = await t.http().post(endpointsPath).set('Authorization', key).send({ url: 'https://192.168.1.20/hooks', events: ['job.created'] }).expect(422);
      expect(refused.body).toMatchObject({ code: 'webhook_url_refused', message: expect.stringContaining('192.168.1.20') });
      await t.http().post(endpointsPath).set('Authorization', key).send({ url: 'https://93.184.215.14/hooks', events: ['job.teleported'] }).expect(400);
      const notFound = await t.http().delete(`${endpointsPath}/${theirs.body.id as string}`).set('Authorization', key).expect(404);
      expect(notFound.body.code).toBe('webhook_endpoint_not_found');
    });

    it('needs jobs:write to change endpoints and jobs:read to list them', async () => {
      const { key } = await anAccountWithKey('Lone Star Fleet', ['jobs:read']);

      await t.http().get(endpointsPath).set('Authorization', key).expect(200);
      await t.http().post(endpointsPath).set('Authorization', key).send({ url: 'https://93.184.215.14/hooks', events: ['job.created'] }).expect(403);
    });
  });

  it('refuses a plain HTTP address', async () => {
    expect(await refusal('http://8.8.8.8/hooks')).toMatchObject({ statusCode: 422, code: 'webhook_url_refused', message: expect.stringContaining('must start with https://') });
  });
});
