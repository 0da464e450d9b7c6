import { EntityManager } from '@mikro-orm/postgresql';
import request from 'supertest';
import { connectSocket } from '../support/sockets';
import { AdminRequestSummary } from '../../src/domain/request-views';
import { SmsMessage } from '../../src/modules/notifications/entities/sms-message.entity';
import { PaymentEvent } from '../../src/modules/payments/entities/payment-event.entity';
import { ActivityLogEntry } from '../../src/modules/requests/entities/activity-log-entry.entity';
import { CustomerRequest } from '../../src/modules/requests/entities/customer-request.entity';
import { adminCookie } from '../support/admin';
import { resetDatabase } from '../support/database';
import { aRequest } from '../support/factories';
import { resetRedisCounters } from '../support/redis';
import { createTestApp, TestApp } from '../support/test-app';
import { waitFor } from '../support/wait-for';

describe('Admin requests', () => {
  let testApp: TestApp;
  let cookie: string;
  const http = () => request(testApp.app.getHttpServer());
  const em = () => testApp.app.get(EntityManager);

  beforeAll(async () => {
    testApp = await createTestApp();
    await resetRedisCounters();
    cookie = await adminCookie(testApp.app);
  });

  beforeEach(async () => {
    await resetDatabase(testApp.orm);
  });

  afterAll(async () => {
    await testApp.close();
  });

  it('need a session: list, details and delete answer 401 without one', async () => {
    const stored = await aRequest(em());
    await http().get('/api/admin/requests').expect(401);
    await http().get(`/api/admin/requests/${stored.id}`).expect(401);
    await http().delete(`/api/admin/requests/${stored.id}`).expect(401);
    await http().get('/api/admin/messages').expect(401);
    expect(await em().fork().count(CustomerRequest)).toBe(1);
  });

  it('lists every request newest first', async () => {
    const older = await aRequest(em(), { createdAt: new Date('2026-11-20T10:00:00Z') });
    const newer = await aRequest(em(), { createdAt: new Date('2026-11-22T10:00:00Z'), requestType: 'phone' });
    const response = await http().get('/api/admin/requests').set('Cookie', cookie).expect(200);
    expect(response.body.map((item: AdminRequestSummary) => [item.id, item.requestType])).toEqual([
      [newer.id, 'phone'],
      [older.id, 'online'],
    ]);
    expect(response.body[0].phone).toMatch(/^\+1214555/);
  });

  it('shows one request with its activity log and texts', async () => {
    const submitted = await http()
      .post('/api/requests')
      .send({
        phone: '2145550177',
        vehicleYear: '2015',
        vehicleMake: 'Honda',
        vehicleModel: 'Civic',
        vehicleType: 'Car',
        serviceType: 'Jump Start',
        locationAddress: 'Plano, TX',
        useGps: false,
      })
      .expect(201);
    const response = await http().get(`/api/admin/requests/${submitted.body.id}`).set('Cookie', cookie).expect(200);
    expect(response.body).toMatchObject({
      id: submitted.body.id,
      phone: '+12145550177',
      serviceType: 'Jump Start',
      activity: [{ action: 'Request submitted online (Jump Start)', userType: 'customer' }],
      messages: [{ to: '+12145550177', template: 'request-received' }],
    });
  });

  it('answers "Request not found" for an unknown or malformed id', async () => {
    const unknown = await http()
      .get('/api/admin/requests/00000000-0000-4000-8000-000000000000')
      .set('Cookie', cookie)
      .expect(404);
    expect(unknown.body.message).toBe('Request not found');
    await http().get('/api/admin/requests/not-a-uuid').set('Cookie', cookie).expect(404);
  });

  it('deletes a request with its log, texts and payment records', async () => {
    const stored = await aRequest(em());
    const fork = em().fork();
    fork.create(ActivityLogEntry, { request: fork.getReference(CustomerRequest, stored.id), action: 'x', userType: 'admin' });
    fork.create(SmsMessage, {
      request: fork.getReference(CustomerRequest, stored.id),
      to: '+12145550100',
      body: 'b',
      template: 't',
      idempotencyKey: `k-${stored.id}`,
    });
    fork.create(PaymentEvent, { id: `evt_${stored.id}`, type: 'checkout.session.completed', request: fork.getReference(CustomerRequest, stored.id) });
    await fork.flush();

    await http().delete(`/api/admin/requests/${stored.id}`).set('Cookie', cookie).expect(204);
    const check = em().fork();
    expect(await check.count(CustomerRequest, { id: stored.id })).toBe(0);
    expect(await check.count(ActivityLogEntry, { request: stored.id })).toBe(0);
    expect(await check.count(SmsMessage, { request: stored.id })).toBe(0);
    expect(await check.count(PaymentEvent, { request: stored.id })).toBe(0);
    await http().delete(`/api/admin/requests/${stored.id}`).set('Cookie', cookie).expect(404);
  });

  it('lists every text for the Messages view', async () => {
    await http()
      .post('/api/requests')
      .send({ phone: '2145550166', vehicleYear: '2015', vehicleMake: 'Kia', vehicleModel: 'Soul', serviceType: 'Lockout Service', locationAddress: 'Irving, TX' })
      .expect(201);
    const response = await waitFor(async () => {
      const listed = await http().get('/api/admin/messages?limit=10').set('Cookie', cookie).expect(200);
      return listed.body[0]?.status === 'sent' ? listed : null;
    });
    // Without Twilio keys the text is recorded, marked as kept in the outbox, and goes nowhere.
    expect(response.body).toEqual([
      expect.objectContaining({ to: '+12145550166', template: 'request-received', keptInOutbox: true }),
    ]);
    await http().get('/api/admin/messages?limit=0').set('Cookie', cookie).expect(400);
  });

  it('pushes a new request to signed-in admins as it arrives', async () => {
    const { socket, error } = await connectSocket(testApp.url, '/admin', { cookie });
    expect(error).toBeNull();
    const created: AdminRequestSummary[] = [];
    socket.on('request.created', (summary: AdminRequestSummary) => created.push(summary));
    try {
      await http()
        .post('/api/requests')
        .send({ phone: '2145550155', vehicleYear: '2020', vehicleMake: 'Tesla', vehicleModel: '3', serviceType: 'Tire Change', locationAddress: 'Frisco, TX' })
        .expect(201);
      const [summary] = await waitFor(async () => (created.length ? created : null));
      expect(summary).toMatchObject({ phone: '+12145550155', serviceType: 'Tire Change', status: 'pending_admin_review' });
    } finally {
      socket.close();
    }
  });
});
