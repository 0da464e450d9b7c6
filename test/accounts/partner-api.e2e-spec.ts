import request from 'supertest';
import type { BusinessAccountView, CreatedApiKeyView, PartnerJobPage, PartnerJobView } from '../../src/contracts/account-views';
import { ApiKey } from '../../src/modules/accounts/entities/api-key.entity';
import { ProviderTransfer } from '../../src/modules/payments/entities/provider-transfer.entity';
import { BalancePayment } from '../../src/modules/payments/entities/balance-payment.entity';
import { CustomerRequest } from '../../src/modules/request-core/entities/customer-request.entity';
import { SmsMessage } from '../../src/modules/notifications/entities/sms-message.entity';
import { aProvider } from '../support/factories';
import { ManualClock } from '../support/manual-clock';
import { providerStep } from '../support/provider-steps';
import { registeredRoutes } from '../support/registered-routes';
import { useTestApp } from '../support/use-test-app';
import { aSignedInMember } from '../staff/staff-support';
import { anAccountMember } from './support/account-members';

const FLEET = { name: 'Lone Star Fleet Rentals', billingName: 'Maria Lopez', billingPhone: '(214) 555-0142', termsDays: 30, creditLimitCents: 500_000 };
const JUMP = { phone: '(214) 555-0123', vehicleYear: '2021', vehicleMake: 'Ford', vehicleModel: 'Transit', serviceType: 'Jump Start', locationAddress: '2500 N Stemmons Fwy, Dallas, TX', customerLat: 32.8004, customerLng: -96.8199, reference: 'WO-48213' };

describe('Business accounts and the partner API', () => {
  const clock = new ManualClock(new Date('2026-11-23T15:00:00Z'));
  const t = useTestApp({ clock });
  const owner = async () => ({ Cookie: await t.adminCookie() });

  async function anAccount(overrides: object = {}): Promise<BusinessAccountView> {
    const name = `${FLEET.name} ${Math.random().toString(36).slice(2, 8)}`;
    return (await t.http().post('/api/admin/accounts').set(await owner()).send({ ...FLEET, name, ...overrides }).expect(201)).body as BusinessAccountView;
  }

  async function aKey(accountId: string, scopes = ['jobs:write', 'jobs:read']): Promise<CreatedApiKeyView> {
    return (await t.http().post(`/api/admin/accounts/${accountId}/api-keys`).set(await owner()).send({ name: 'Dispatch system', scopes }).expect(201)).body as CreatedApiKeyView;
  }

  const bearer = (key: string) => ({ Authorization: `Bearer ${key}` });
  const sendJob = (key: string, body: object = JUMP, idempotencyKey?: string) => {
    const call = t.http().post('/api/partner/v1/jobs').set(bearer(key));
    return (idempotencyKey ? call.set('Idempotency-Key', idempotencyKey) : call).send(body);
  };

  it('an owner opens an account and makes a key that is shown once and stored only as a digest; a dispatcher can do neither', async () => {
    const account = await anAccount();
    expect(account).toMatchObject({ termsDays: 30, creditLimitCents: 500_000, monthChargesCents: 0, billingPhone: '+12145550142' });
    const key = await aKey(account.id, ['jobs:read']);
    expect(key.key.startsWith(`${key.prefix}_`)).toBe(true);
    const stored = await t.em().findOneOrFail(ApiKey, { id: key.id });
    expect(stored.digest).not.toContain(key.key);
    expect(JSON.stringify(await t.http().get(`/api/admin/accounts/${account.id}`).set(await owner()).expect(200).then((r) => r.body))).not.toContain(key.key);

    const { cookie } = await aSignedInMember(t, 'dispatcher');
    await t.http().post('/api/admin/accounts').set('Cookie', cookie).send({ ...FLEET, name: 'Another' }).expect(403);
    await t.http().post(`/api/admin/accounts/${account.id}/api-keys`).set('Cookie', cookie).send({ name: 'x', scopes: ['jobs:read'] }).expect(403);
    await t.http().get('/api/admin/accounts').set('Cookie', cookie).expect(200);
  });

  it('refuses a missing, unknown or revoked key with 401, and a key without the scope with 403', async () => {
    const account = await anAccount();
    const readOnly = await aKey(account.id, ['jobs:read']);
    expect((await t.http().get('/api/partner/v1/jobs').expect(401)).body.code).toBe('api_key_missing');
    expect((await t.http().get('/api/partner/v1/jobs').set(bearer('rsk_000000000000_nope')).expect(401)).body.code).toBe('api_key_invalid');
    expect((await sendJob(readOnly.key).expect(403)).body.code).toBe('api_key_scope');
    await t.http().get('/api/partner/v1/jobs').set(bearer(readOnly.key)).expect(200);
    await t.http().post(`/api/admin/accounts/${account.id}/api-keys/${readOnly.id}/revoke`).set(await owner()).expect(200);
    expect((await t.http().get('/api/partner/v1/jobs').set(bearer(readOnly.key)).expect(401)).body.code).toBe('api_key_invalid');
  });

  it('a job sent by API skips the deposit, is priced from the rate card, texts the driver on behalf of the account, and goes to dispatch', async () => {
    const account = await anAccount();
    const { key } = await aKey(account.id);
    const job = (await sendJob(key).expect(201)).body as PartnerJobView;
    expect(job).toMatchObject({ reference: 'WO-48213', status: 'priced', service: 'Jump Start', provider: null });
    expect(job.priceCents).toBeGreaterThan(0);
    const stored = await t.em().findOneOrFail(CustomerRequest, { id: job.id });
    expect(stored).toMatchObject({ accountId: account.id, requestType: 'partner', status: 'payment_completed', depositAmountCents: null, depositPaid: false });
    const [text] = await t.em().find(SmsMessage, { request: job.id, template: 'account-request-received' });
    expect(text.body).toContain(account.name.slice(0, 20));
    expect(text.body).toContain(job.trackingUrl!);
    await t.http().get(`/api/track/${stored.customerTrackingId}`).expect(200);

    const provider = await aProvider(t.em());
    await t.http().post(`/api/admin/requests/${job.id}/provider`).set(await owner()).send({ providerId: provider.id }).expect(200);
    expect((await t.http().get(`/api/partner/v1/jobs/${job.id}`).set(bearer(key)).expect(200)).body).toMatchObject({ status: 'assigned', provider: { name: provider.name } });
    expect((await t.http().get(`/api/partner/v1/jobs/${job.id}/receipt`).set(bearer(key)).expect(404)).body.code).toBe('receipt_not_found');
  });

  it('a tow without a drop-off waits for a dispatcher, whose price stands on the account without an offer to the driver', async () => {
    const account = await anAccount();
    const { key } = await aKey(account.id);
    const { customerLat: _lat, customerLng: _lng, ...byAddress } = JUMP;
    const job = (await sendJob(key, { ...byAddress, serviceType: 'Towing', destinationAddress: 'A shop in Plano' }).expect(201)).body as PartnerJobView;
    expect(job).toMatchObject({ status: 'received', priceCents: null });
    await t.http().post(`/api/admin/requests/${job.id}/price`).set(await owner()).send({ priceCents: 18_500 }).expect(204);
    expect((await t.http().get(`/api/partner/v1/jobs/${job.id}`).set(bearer(key)).expect(200)).body).toMatchObject({ status: 'priced', priceCents: 18_500 });
    expect(await t.em().count(SmsMessage, { request: job.id, template: 'price-offered' })).toBe(0);
  });

  it('answers every retry of one Idempotency-Key with the same job, however many arrive at once', async () => {
    const account = await anAccount();
    const { key } = await aKey(account.id);
    const answers = await Promise.all(Array.from({ length: 6 }, () => sendJob(key, JUMP, 'retry-key-0001')));
    const ids = new Set(answers.map((answer) => (answer.body as PartnerJobView).id));
    expect(answers.map((answer) => answer.status).every((status) => status === 201)).toBe(true);
    expect(ids.size).toBe(1);
    expect(await t.em().count(CustomerRequest, { accountId: account.id })).toBe(1);
    expect((await sendJob(key, { ...JUMP, reference: 'other' }, 'retry-key-0001').expect(409)).body.code).toBe('idempotency_key_reused');
    // Another account's same key is its own.
    const other = await aKey((await anAccount()).id);
    expect((await sendJob(other.key, JUMP, 'retry-key-0001').expect(201)).body.id).not.toBe([...ids][0]);
  });

  it("an account only ever sees its own jobs: every partner and portal route answers 404 for another account's job", async () => {
    const mine = await anAccount();
    const theirs = await anAccount();
    const myKey = (await aKey(mine.id)).key;
    const theirKey = (await aKey(theirs.id)).key;
    const myJob = (await sendJob(myKey).expect(201)).body as PartnerJobView;
    await sendJob(theirKey).expect(201);
    const walked = registeredRoutes(t.app).filter((route) => route.path.startsWith('/api/partner/v1/jobs/:id'));
    expect(walked.length).toBeGreaterThanOrEqual(2);
    for (const route of walked) {
      const path = route.path.replace(':id', myJob.id);
      const call = route.method === 'GET' ? t.http().get(path) : t.http().post(path);
      expect({ route: `${route.method} ${route.path}`, code: (await call.set(bearer(theirKey))).body.code }).toEqual({ route: `${route.method} ${route.path}`, code: 'job_not_found' });
    }
    const theirList = (await t.http().get('/api/partner/v1/jobs').set(bearer(theirKey)).expect(200)).body as PartnerJobPage;
    expect(theirList.data.map((job) => job.id)).not.toContain(myJob.id);

    const theirPerson = await anAccountMember(t, clock, theirs.id, 'requester');
    for (const path of [`/api/business/jobs/${myJob.id}`]) expect((await t.http().get(path).set('Cookie', theirPerson).expect(404)).body.code).toBe('job_not_found');
    expect((await t.http().post(`/api/business/jobs/${myJob.id}/cancel`).set('Cookie', theirPerson).expect(404)).body.code).toBe('job_not_found');
    const page = (await t.http().get('/api/business/jobs').set('Cookie', theirPerson).expect(200)).body as PartnerJobPage;
    expect(page.data.map((job) => job.id)).not.toContain(myJob.id);
  });

  it('pages jobs newest first with a cursor, and refuses a forged cursor', async () => {
    const account = await anAccount();
    const { key } = await aKey(account.id);
    for (let i = 0; i < 27; i++) {
      await sendJob(key, { ...JUMP, reference: `WO-${i}` }).expect(201);
      clock.advance(1000);
    }
    const first = (await t.http().get('/api/partner/v1/jobs').set(bearer(key)).expect(200)).body as PartnerJobPage;
    expect(first.data).toHaveLength(25);
    expect(first.data[0].reference).toBe('WO-26');
    const second = (await t.http().get('/api/partner/v1/jobs').query({ cursor: first.nextCursor }).set(bearer(key)).expect(200)).body as PartnerJobPage;
    expect(second.data.map((job) => job.reference)).toEqual(['WO-1', 'WO-0']);
    expect(second.nextCursor).toBeNull();
    expect((await t.http().get('/api/partner/v1/jobs').query({ cursor: 'not-a-cursor' }).set(bearer(key)).expect(400)).body.code).toBe('invalid_cursor');
    expect(((await t.http().get('/api/partner/v1/jobs').query({ status: 'cancelled' }).set(bearer(key)).expect(200)).body as PartnerJobPage).data).toHaveLength(0);
  });

  it('refuses new jobs once the month reaches the credit limit, until an owner raises it', async () => {
    const account = await anAccount({ creditLimitCents: 1 });
    const { key } = await aKey(account.id);
    await sendJob(key).expect(201);
    const refused = await sendJob(key, { ...JUMP, reference: 'second' }).expect(409);
    expect(refused.body.code).toBe('credit_limit_reached');
    expect(refused.body.message).toContain('$0.01');
    await t.http().patch(`/api/admin/accounts/${account.id}`).set(await owner()).send({ creditLimitCents: 1_000_000 }).expect(200);
    await sendJob(key, { ...JUMP, reference: 'second' }).expect(201);
  });

  it('cancelling follows the ladder: free before the provider is on the way, then the fee goes on the invoice and the provider is credited', async () => {
    const account = await anAccount();
    const { key } = await aKey(account.id);
    const early = (await sendJob(key).expect(201)).body as PartnerJobView;
    expect((await t.http().post(`/api/partner/v1/jobs/${early.id}/cancel`).set(bearer(key)).expect(200)).body).toMatchObject({ status: 'cancelled', cancellationFeeCents: 0 });
    expect(await t.em().count(SmsMessage, { request: early.id, template: 'request-cancelled' })).toBe(1);

    const late = (await sendJob(key, { ...JUMP, reference: 'late' }).expect(201)).body as PartnerJobView;
    const provider = await aProvider(t.em());
    const assigned = await t.http().post(`/api/admin/requests/${late.id}/provider`).set(await owner()).send({ providerId: provider.id }).expect(200);
    expect((await providerStep(t, assigned.body.providerJobId as string, 'start_job')).status).toBe(200);
    const cancelled = (await t.http().post(`/api/partner/v1/jobs/${late.id}/cancel`).set(bearer(key)).expect(200)).body as PartnerJobView;
    const deposit = Math.round(late.priceCents! * 0.15);
    expect(cancelled).toMatchObject({ status: 'cancelled', cancellationFeeCents: deposit });
    expect(await t.em().findOneOrFail(CustomerRequest, { id: late.id })).toMatchObject({ providerCreditCents: Math.floor(deposit * 0.6) });
    expect(await t.em().find(ProviderTransfer, { requestId: late.id })).toMatchObject([{ source: 'credit', amountCents: Math.floor(deposit * 0.6) }]);
    expect(await t.em().find(ProviderTransfer, { requestId: early.id })).toEqual([]);
    expect(await t.em().count(SmsMessage, { request: late.id, template: 'job-cancelled-by-customer' })).toBe(1);
    expect((await t.http().post(`/api/partner/v1/jobs/${late.id}/cancel`).set(bearer(key)).expect(409)).body.code).toBe('job_not_cancellable');
  });

  it("an account's people use the portal and never the desk; the desk's staff never reach the portal", async () => {
    const account = await anAccount();
    const admin = await anAccountMember(t, clock, account.id, 'account_admin');
    const requester = await anAccountMember(t, clock, account.id, 'requester');
    const invitation = await t.em().findOneOrFail(SmsMessage, { template: 'staff-invitation' }, { orderBy: { createdAt: 'desc' } });
    expect(invitation.body).toContain('invited you to the business portal as Requester');
    expect((await t.http().get('/api/business/me').set('Cookie', admin).expect(200)).body).toMatchObject({ role: 'account_admin', account: { id: account.id, name: account.name } });
    const job = (await t.http().post('/api/business/jobs').set('Cookie', requester).send(JUMP).expect(201)).body as PartnerJobView;
    expect(job.status).toBe('priced');
    expect((await t.http().post('/api/business/api-keys').set('Cookie', requester).send({ name: 'x', scopes: ['jobs:read'] }).expect(403)).body.code).toBe('account_role_forbidden');
    const made = (await t.http().post('/api/business/api-keys').set('Cookie', admin).send({ name: 'ERP', scopes: ['jobs:read'] }).expect(201)).body as CreatedApiKeyView;
    expect(((await t.http().get('/api/partner/v1/jobs').set(bearer(made.key)).expect(200)).body as PartnerJobPage).data.map((j) => j.id)).toEqual([job.id]);
    expect((await t.http().get('/api/admin/requests').set('Cookie', admin).expect(403)).body.message).toContain('/business');
    expect((await t.http().get('/api/business/me').set(await owner()).expect(401)).body.code).toBe('not_account_member');
    await t.http().get('/api/business/me').expect(401);
    await t.http().delete('/api/admin/session').set('Cookie', requester).expect(204);
    await request(t.app.getHttpServer()).get('/api/business/me').set('Cookie', requester).expect(401);
  });

  it('a completed account job bills the account: the driver owes nothing, the receipt says who was billed, and the provider is owed their share', async () => {
    const account = await anAccount();
    const { key } = await aKey(account.id);
    const job = (await sendJob(key).expect(201)).body as PartnerJobView;
    // A provider who takes balances by card: an account's job must still send the driver no balance to pay.
    const provider = await aProvider(t.em());
    provider.balanceMethod = 'card';
    await t.em().flush();
    const assigned = await t.http().post(`/api/admin/requests/${job.id}/provider`).set(await owner()).send({ providerId: provider.id }).expect(200);
    const jobCode = assigned.body.providerJobId as string;
    expect((await t.http().get(`/api/jobs/${jobCode}`).expect(200)).body).toMatchObject({ balanceMethod: 'card' });
    for (const action of ['start_job', 'mark_arrived', 'start_service', 'complete_job']) expect((await providerStep(t, jobCode, action)).status).toBe(200);

    expect((await t.http().get(`/api/partner/v1/jobs/${job.id}`).set(bearer(key)).expect(200)).body).toMatchObject({ status: 'completed' });
    expect(await t.em().count(BalancePayment, { requestId: job.id })).toBe(0);
    const [receiptText] = await t.em().find(SmsMessage, { request: job.id, template: 'receipt-link' });
    const receiptCode = /\/receipt\/([\w-]+)/.exec(receiptText.body)![1];
    const receipt = (await t.http().get(`/api/receipts/${receiptCode}`).expect(200)).body as { billedTo: string | null; totals: { totalCents: number } };
    expect(receipt).toMatchObject({ billedTo: account.name, totals: { totalCents: job.priceCents } });
    const pdf = await t.http().get(`/api/partner/v1/jobs/${job.id}/receipt`).set(bearer(key)).buffer(true).parse((res, done) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => done(null, Buffer.concat(chunks)));
    }).expect(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect((pdf.body as Buffer).subarray(0, 5).toString()).toBe('%PDF-');
    const [transfer] = await t.em().find(ProviderTransfer, { requestId: job.id });
    expect(transfer).toMatchObject({ source: 'account_job', providerId: provider.id, amountCents: job.priceCents! - Math.round(job.priceCents! * 0.15) });
  });

  it("holds each key to its own budget of calls a minute (120 unless set), with a Retry-After, without slowing the account's other keys", async () => {
    const account = await anAccount();
    const busy = await aKey(account.id, ['jobs:read']);
    const calm = await aKey(account.id, ['jobs:read']);
    for (let call = 0; call < 120; call++) await t.http().get('/api/partner/v1/jobs').set(bearer(busy.key)).expect(200);
    const refused = await t.http().get('/api/partner/v1/jobs').set(bearer(busy.key)).expect(429);
    expect(refused.body.code).toBe('too_many_requests');
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    await t.http().get('/api/partner/v1/jobs').set(bearer(calm.key)).expect(200);
  });
});
