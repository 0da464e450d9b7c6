import { AdminRequestSummary, SmsMessageView } from '../../src/contracts/request-views';
import { SmsMessage } from '../../src/modules/notifications/entities/sms-message.entity';
import { PaymentEvent } from '../../src/modules/payments/entities/payment-event.entity';
import { ActivityLogEntry } from '../../src/modules/request-core/entities/activity-log-entry.entity';
import { CustomerRequest } from '../../src/modules/request-core/entities/customer-request.entity';
import { aPaidRequest, aRequest } from '../support/factories';
import { useTestApp } from '../support/use-test-app';
import { UUID_V4 } from '../support/uuid';
import { waitFor } from '../support/wait-for';
import { TEST_ENV } from '../test-env';

describe('Admin requests', () => {
  const t = useTestApp({ worker: true });
  let cookie: string;
  const adminGet = (path: string) => t.http().get(path).set('Cookie', cookie);
  const vehicle = { vehicleYear: '2015', vehicleMake: 'Honda', vehicleModel: 'Civic', vehicleType: 'Car' };
  /** A customer submits the online form. */
  const submit = (phone: string, serviceType: string) =>
    t.http().post('/api/requests').send({ phone, serviceType, ...vehicle, locationAddress: 'Plano, TX', useGps: false }).expect(201);

  beforeEach(async () => {
    cookie = await t.adminCookie();
  });

  it('need a session: list, details and delete answer 401 without one', async () => {
    const stored = await aRequest(t.em());
    await t.http().get('/api/admin/requests').expect(401);
    await t.http().get(`/api/admin/requests/${stored.id}`).expect(401);
    await t.http().delete(`/api/admin/requests/${stored.id}`).expect(401);
    await t.http().get('/api/admin/conversations').expect(401);
    expect(await t.em().count(CustomerRequest)).toBe(1);
  });

  it('lists the requests neither completed nor cancelled, newest first, with their count in X-Total-Count', async () => {
    const older = await aRequest(t.em(), { createdAt: new Date('2026-11-20T10:00:00Z'), phone: '+12145550140' });
    const newer = await aRequest(t.em(), { createdAt: new Date('2026-11-22T10:00:00Z'), phone: '+12145550141', requestType: 'phone' });
    const cancelled = await aRequest(t.em(), { createdAt: new Date('2026-11-21T10:00:00Z'), phone: '+12145550142', status: 'cancelled' });
    await aPaidRequest(t.em(), {
      createdAt: new Date('2026-11-23T10:00:00Z'),
      status: 'completed',
      serviceCompletedAt: new Date('2026-11-23T11:00:00Z'),
    });
    const response = await adminGet('/api/admin/requests').expect(200);
    expect(response.body.map((item: AdminRequestSummary) => [item.id, item.requestType, item.phone, item.status])).toEqual([
      [newer.id, 'phone', '+12145550141', 'pending_admin_review'],
      [older.id, 'online', '+12145550140', 'pending_admin_review'],
    ]);
    expect(response.headers['x-total-count']).toBe('2');

    const cancelledList = await adminGet('/api/admin/requests/cancelled').expect(200);
    expect(cancelledList.body.map((item: AdminRequestSummary) => [item.id, item.status])).toEqual([[cancelled.id, 'cancelled']]);
  });

  it('lists the most recently cancelled requests for the Cancelled tab, for admins only', async () => {
    const first = await aRequest(t.em(), { status: 'cancelled', updatedAt: new Date('2026-11-21T10:00:00Z') });
    const second = await aRequest(t.em(), { status: 'cancelled', updatedAt: new Date('2026-11-22T10:00:00Z') });
    await aRequest(t.em());
    const response = await adminGet('/api/admin/requests/cancelled').expect(200);
    expect(response.body.map((item: AdminRequestSummary) => item.id)).toEqual([second.id, first.id]);
    expect((await t.http().get('/api/admin/requests/cancelled')).status).toBe(401);
  });

  it('shows at most 500 requests and tells the board how many there are', async () => {
    const fork = t.em();
    for (let index = 0; index < 501; index += 1) {
      fork.create(CustomerRequest, {
        status: index % 2 ? 'negotiating' : 'pending_admin_review',
        phone: '+12145550100',
        serviceType: 'Jump Start',
        createdAt: new Date(Date.UTC(2026, 10, 1, 0, index)),
      });
    }
    await fork.flush();
    await aRequest(t.em(), { status: 'completed', createdAt: new Date('2026-11-23T00:00:00Z') });

    const response = await adminGet('/api/admin/requests').expect(200);

    expect(response.body).toHaveLength(500);
    expect(response.headers['x-total-count']).toBe('501');
    expect(response.body[0].createdAt).toBe('2026-11-01T08:20:00.000Z');
    expect(response.body[499].createdAt).toBe('2026-11-01T00:01:00.000Z');
  });

  it('shows one request with its activity log and texts', async () => {
    const submitted = await submit('2145550177', 'Jump Start');
    const response = await adminGet(`/api/admin/requests/${submitted.body.id}`).expect(200);
    expect(response.body).toMatchObject({
      id: submitted.body.id,
      phone: '+12145550177',
      serviceType: 'Jump Start',
      activity: [{ action: 'Request submitted online (Jump Start)', userType: 'customer' }],
      messages: [{ to: '+12145550177', template: 'request-received' }],
    });
  });

  it('answers "Request not found" for an unknown or malformed id', async () => {
    const unknown = await adminGet('/api/admin/requests/00000000-0000-4000-8000-000000000000').expect(404);
    expect(unknown.body.message).toBe('Request not found');
    const malformed = await adminGet('/api/admin/requests/not-a-uuid').expect(404);
    expect(malformed.body.message).toBe('Request not found');
  });

  it('deletes a request with its log, texts and payment records', async () => {
    const stored = await aRequest(t.em());
    const fork = t.em();
    const request = fork.getReference(CustomerRequest, stored.id);
    fork.create(ActivityLogEntry, { request, action: 'x', userType: 'admin' });
    fork.create(SmsMessage, { request, to: '+12145550100', body: 'b', template: 't', idempotencyKey: `k-${stored.id}` });
    fork.create(PaymentEvent, { id: `evt_${stored.id}`, type: 'checkout.session.completed', request });
    await fork.flush();

    await t.http().delete(`/api/admin/requests/${stored.id}`).set('Cookie', cookie).expect(204);
    const check = t.em();
    expect(await check.count(CustomerRequest, { id: stored.id })).toBe(0);
    expect(await check.count(ActivityLogEntry, { request: stored.id })).toBe(0);
    expect(await check.count(SmsMessage, { request: stored.id })).toBe(0);
    expect(await check.count(PaymentEvent, { request: stored.id })).toBe(0);
    await t.http().delete(`/api/admin/requests/${stored.id}`).set('Cookie', cookie).expect(404);
  });

  it('refuses to delete a paid job that is still open, and deletes it once completed', async () => {
    const paid = await aPaidRequest(t.em());

    const refused = await t.http().delete(`/api/admin/requests/${paid.id}`).set('Cookie', cookie);

    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({
      code: 'paid_job_open',
      message: 'This request has a paid deposit and is still open. Refund the deposit or let the job complete before deleting it.',
    });
    expect(await t.em().count(CustomerRequest, { id: paid.id })).toBe(1);

    await t.em().nativeUpdate(CustomerRequest, { id: paid.id }, { status: 'completed', serviceCompletedAt: new Date() });
    await t.http().delete(`/api/admin/requests/${paid.id}`).set('Cookie', cookie).expect(204);
  });

  it("shows a request's texts on its details, kept in the outbox when there are no Twilio keys", async () => {
    const submitted = await submit('2145550166', 'Lockout Service');
    const response = await waitFor(async () => {
      const details = await adminGet(`/api/admin/requests/${submitted.body.id}`).expect(200);
      return details.body.messages[0]?.status === 'sent' ? details : null;
    });
    const stored = await t.em().findOneOrFail(SmsMessage, { request: submitted.body.id });
    // Without Twilio keys the text is recorded, marked as kept in the outbox, and goes nowhere.
    expect(response.body.messages).toEqual<SmsMessageView[]>([
      {
        id: stored.id,
        requestId: submitted.body.id,
        to: '+12145550166',
        body:
          'DFW Roadside: we received your Lockout Service request. A dispatcher will text you a price shortly. ' +
          `Follow it live: ${TEST_ENV.PUBLIC_URL}/track/${submitted.body.trackingId} Reply STOP to opt out.`,
        template: 'request-received',
        status: 'sent',
        attempts: 1,
        lastError: null,
        providerSid: stored.providerSid,
        keptInOutbox: true,
        createdAt: stored.createdAt.toISOString(),
        sentAt: stored.sentAt!.toISOString(),
      },
    ]);
    expect(stored.providerSid).toMatch(new RegExp(`^outbox-${UUID_V4}$`));
  });

  it('pushes a new request to signed-in admins as it arrives', async () => {
    const { socket, error } = await t.connect('/admin', { cookie });
    expect(error).toBeNull();
    const created: AdminRequestSummary[] = [];
    socket.on('request.created', (summary: AdminRequestSummary) => created.push(summary));
    const submitted = await submit('2145550155', 'Tire Change');
    const [summary] = await waitFor(async () => (created.length ? created : null));
    expect(summary).toMatchObject({
      id: submitted.body.id,
      phone: '+12145550155',
      serviceType: 'Tire Change',
      status: 'pending_admin_review',
    });
  });
});
