import { ActivityLogEntry } from '../../src/modules/request-core/entities/activity-log-entry.entity';
import { CustomerRequest } from '../../src/modules/request-core/entities/customer-request.entity';
import { Provider } from '../../src/modules/providers/entities/provider.entity';
import { SmsMessage } from '../../src/modules/notifications/entities/sms-message.entity';
import { aPaidRequest, aProvider, anAgreedRequest } from '../support/factories';
import { useTestApp } from '../support/use-test-app';

const LINK_CODE = /^[A-Z0-9]{9}$/;

describe('Assigning a provider', () => {
  const t = useTestApp();
  const reload = (id: string) => t.em().findOneOrFail(CustomerRequest, id, { populate: ['provider'] });
  // Texts of one change share their time; the template orders them.
  const textsOf = (id: string) => t.em().find(SmsMessage, { request: id }, { orderBy: { template: 'asc' } });
  const assign = async (id: string, body: object) =>
    t.http().post(`/api/admin/requests/${id}/provider`).set('Cookie', await t.adminCookie()).send(body);

  it('assigns a roster provider: new tracking and job codes, provider_assigned, both parties texted', async () => {
    const paid = await aPaidRequest(t.em());
    const provider = await aProvider(t.em(), { name: 'Rosa Diaz', phone: '+19725550190', vehicleInfo: 'White F-550 flatbed' });

    const response = await assign(paid.id, { providerId: provider.id });

    expect(response.status).toBe(200);
    const saved = await reload(paid.id);
    expect(saved.status).toBe('provider_assigned');
    expect(saved.provider?.id).toBe(provider.id);
    expect(saved.customerTrackingId).toMatch(LINK_CODE);
    expect(saved.customerTrackingId).not.toBe(paid.customerTrackingId);
    expect(saved.providerJobId).toMatch(LINK_CODE);
    expect(response.body).toEqual({
      trackingId: saved.customerTrackingId,
      providerJobId: saved.providerJobId,
      trackingUrl: `http://127.0.0.1:3999/track/${saved.customerTrackingId}`,
      jobUrl: `http://127.0.0.1:3999/provider/${saved.providerJobId}`,
    });

    const texts = await textsOf(paid.id);
    expect(texts.map((text) => [text.to, text.template])).toEqual([
      ['+19725550190', 'job-assigned'],
      [paid.phone, 'provider-assigned'],
    ]);
    expect(texts[0].body).toBe(
      `DFW Roadside job: Towing for a 2018 Ford F-150 near Marilla St, Dallas, towing to Fort Worth, TX. You collect $170.00 (85%) on site. ` +
        `Open the job: http://127.0.0.1:3999/provider/${saved.providerJobId} Reply STOP to opt out.`,
    );
    expect(texts[1].body).toBe(
      `DFW Roadside: Rosa Diaz is your provider (White F-550 flatbed). Follow them live with this link: ` +
        `http://127.0.0.1:3999/track/${saved.customerTrackingId} Reply STOP to opt out.`,
    );
    const log = await t.em().find(ActivityLogEntry, { request: paid.id });
    expect(log.map((entry) => [entry.action, entry.userType])).toEqual([
      ['Assigned provider Rosa Diaz and generated tracking and job links', 'admin'],
    ]);
  });

  it('adds a new provider by name and phone to the roster, email saved as null when empty', async () => {
    const paid = await aPaidRequest(t.em());
    const response = await assign(paid.id, { name: ' Lee Park ', phone: '(469) 555-0111', email: '' });
    expect(response.status).toBe(200);
    const joined = await t.em().findOneOrFail(Provider, { phone: '+14695550111' });
    expect([joined.name, joined.email, joined.active]).toEqual(['Lee Park', null, true]);
    expect((await reload(paid.id)).provider?.id).toBe(joined.id);
  });

  it('matches a new name and phone to the roster entry that has that phone', async () => {
    const existing = await aProvider(t.em(), { phone: '+14695550112' });
    const paid = await aPaidRequest(t.em());
    await assign(paid.id, { name: 'Someone Else', phone: '469-555-0112' }).then((r) => expect(r.status).toBe(200));
    expect((await reload(paid.id)).provider?.id).toBe(existing.id);
    expect(await t.em().count(Provider, {})).toBe(1);
  });

  it.each([
    [{ name: 'Lee Park' }, 'Please enter provider name and phone'],
    [{ phone: '4695550111' }, 'Please enter provider name and phone'],
    [{ name: 'Lee Park', phone: '469.555.0111' }, 'Please enter a valid phone number'],
    [{ name: 'Lee Park', phone: '555' }, 'Please enter a valid phone number'],
    [{ name: 'Lee Park', phone: '4695550111', email: 'lee@' }, 'Please enter a valid email'],
  ])('refuses %o with 400 "%s" and changes nothing', async (body, message) => {
    const paid = await aPaidRequest(t.em());
    const response = await assign(paid.id, body);
    expect([response.status, response.body.message]).toEqual([400, message]);
    expect((await reload(paid.id)).status).toBe('deposit_paid');
    expect(await t.em().count(Provider, {})).toBe(0);
  });

  it('refuses before the deposit is paid', async () => {
    const unpaid = await anAgreedRequest(t.em());
    const provider = await aProvider(t.em());
    const response = await assign(unpaid.id, { providerId: provider.id });
    expect([response.status, response.body.message]).toEqual([
      409,
      'The deposit has not been paid yet, so a provider cannot be assigned.',
    ]);
    expect(await textsOf(unpaid.id)).toEqual([]);
  });

  it('refuses a deactivated provider and an unknown one', async () => {
    const paid = await aPaidRequest(t.em());
    const resting = await aProvider(t.em());
    await t.em().nativeUpdate(Provider, { id: resting.id }, { active: false });
    const inactive = await assign(paid.id, { providerId: resting.id });
    expect([inactive.status, inactive.body.code]).toEqual([409, 'provider_inactive']);
    const unknown = await assign(paid.id, { providerId: '6f1c1d1e-2b3a-4c5d-8e9f-0a1b2c3d4e5f' });
    expect([unknown.status, unknown.body.message]).toEqual([404, 'That provider is not on the roster.']);
  });

  it('of two dispatchers assigning at once, exactly one provider gets the job', async () => {
    const paid = await aPaidRequest(t.em());
    const [first, second] = [await aProvider(t.em()), await aProvider(t.em())];
    const responses = await Promise.all([assign(paid.id, { providerId: first.id }), assign(paid.id, { providerId: second.id })]);
    expect(responses.map((r) => r.status).sort()).toEqual([200, 409]);
    const loser = responses.find((r) => r.status === 409)!;
    expect(loser.body.message).toBe('A provider is already assigned to this request.');
    const winner = responses.find((r) => r.status === 200)!;
    expect((await reload(paid.id)).providerJobId).toBe(winner.body.providerJobId);
    expect((await textsOf(paid.id)).filter((text) => text.template === 'job-assigned')).toHaveLength(1);
  });

  it('tells a tracking page still open on the old code about the new one', async () => {
    const paid = await aPaidRequest(t.em());
    const provider = await aProvider(t.em());
    const { socket, error } = await t.connect('/track', { auth: { trackingId: paid.customerTrackingId! } });
    expect(error).toBeNull();
    const changed = new Promise<{ trackingId: string; status: string }>((resolve) => socket.once('request.changed', resolve));
    const response = await assign(paid.id, { providerId: provider.id });
    expect(await changed).toMatchObject({ trackingId: response.body.trackingId, status: 'provider_assigned' });
  });

  it('is for signed-in admins only', async () => {
    const paid = await aPaidRequest(t.em());
    const response = await t.http().post(`/api/admin/requests/${paid.id}/provider`).send({ name: 'Lee', phone: '4695550111' });
    expect(response.status).toBe(401);
  });
});

describe('Reassigning and regenerating links', () => {
  const t = useTestApp();
  const reload = (id: string) => t.em().findOneOrFail(CustomerRequest, id, { populate: ['provider'] });
  const post = async (path: string, body: object = {}) =>
    t.http().post(path).set('Cookie', await t.adminCookie()).send(body);

  it('gives the job to another provider before they set off: old code dead at once, old provider told', async () => {
    const first = await aProvider(t.em(), { name: 'Rosa Diaz', phone: '+19725550190' });
    const second = await aProvider(t.em(), { name: 'Lee Park', phone: '+14695550111' });
    const assigned = await aPaidRequest(t.em(), { status: 'provider_assigned', provider: first, providerJobId: 'OLDJOB001' });
    const { socket } = await t.connect('/provider', { auth: { jobId: 'OLDJOB001' } });
    const closed = new Promise((resolve) => socket.once('link.expired', resolve));

    const response = await post(`/api/admin/requests/${assigned.id}/provider/reassign`, { providerId: second.id });

    expect(response.status).toBe(200);
    expect(response.body.providerJobId).not.toBe('OLDJOB001');
    expect(response.body.trackingId).toBe(assigned.customerTrackingId);
    expect(await closed).toEqual({ jobId: 'OLDJOB001', reason: 'reassigned' });
    expect((await t.http().get('/api/jobs/OLDJOB001')).status).toBe(410);
    expect((await t.http().get(`/api/jobs/${response.body.providerJobId}`)).status).toBe(200);
    const saved = await reload(assigned.id);
    expect(saved.provider?.id).toBe(second.id);
    const texts = await t.em().find(SmsMessage, { request: assigned.id }, { orderBy: { template: 'asc' } });
    expect(texts.map((text) => [text.to, text.template])).toEqual([
      ['+14695550111', 'job-assigned'],
      ['+19725550190', 'job-withdrawn'],
      [assigned.phone, 'provider-assigned'],
    ]);
    expect(texts[1].body).toBe(
      'DFW Roadside: the job we sent you has been given to another provider. Its link no longer works; no action is needed. Reply STOP to opt out.',
    );
  });

  it('replaces a provider on the way (one not progressing) but not one who has arrived, and refuses the same provider', async () => {
    const provider = await aProvider(t.em());
    const other = await aProvider(t.em());
    const driving = await aPaidRequest(t.em(), { status: 'en_route', provider, providerJobId: 'ENROUTE01' });
    const replaced = await post(`/api/admin/requests/${driving.id}/provider/reassign`, { providerId: other.id });
    expect(replaced.status).toBe(200);
    expect((await reload(driving.id)).status).toBe('provider_assigned');
    const there = await aPaidRequest(t.em(), { status: 'arrived', provider, providerJobId: 'ARRIVED01', phone: '+12145550177' });
    const late = await post(`/api/admin/requests/${there.id}/provider/reassign`, { providerId: other.id });
    expect([late.status, late.body.message]).toEqual([409, 'This request is Arrived; the provider can no longer be changed.']);

    const waiting = await aPaidRequest(t.em(), { status: 'provider_assigned', provider, providerJobId: 'WAITING01' });
    const same = await post(`/api/admin/requests/${waiting.id}/provider/reassign`, { providerId: provider.id });
    expect([same.status, same.body.code]).toEqual([409, 'same_provider']);
  });

  it('regenerates a missing job link and texts only its holder', async () => {
    const provider = await aProvider(t.em(), { phone: '+19725550191' });
    const request = await aPaidRequest(t.em(), { status: 'provider_assigned', provider, providerJobId: null });
    const response = await post(`/api/admin/requests/${request.id}/links`);
    expect(response.status).toBe(200);
    expect(response.body.trackingId).toBe(request.customerTrackingId);
    expect(response.body.providerJobId).toMatch(LINK_CODE);
    const texts = await t.em().find(SmsMessage, { request: request.id });
    expect(texts.map((text) => [text.to, text.template])).toEqual([['+19725550191', 'job-assigned']]);
  });

  it('refuses to regenerate links that exist', async () => {
    const provider = await aProvider(t.em());
    const request = await aPaidRequest(t.em(), { status: 'provider_assigned', provider, providerJobId: 'PRESENT01' });
    const response = await post(`/api/admin/requests/${request.id}/links`);
    expect([response.status, response.body.message]).toEqual([409, 'The tracking and job links already exist for this request.']);
  });
});
