import type { ConversationMessageView, ConversationSummaryView, ConversationThreadView } from '../../src/contracts/conversation-views';
import { SmsMessage, SmsDirection } from '../../src/modules/notifications/entities/sms-message.entity';
import { SmsOptOut } from '../../src/modules/notifications/entities/sms-opt-out.entity';
import { StaffMember } from '../../src/modules/staff/entities/staff-member.entity';
import { CustomerRequest } from '../../src/modules/request-core/entities/customer-request.entity';
import { aRequest } from '../support/factories';
import { useTestApp } from '../support/use-test-app';
import { aSignedInMember } from '../staff/staff-support';
import { TEST_ENV } from '../test-env';

const OUR_NUMBER = '+14695550100';
const ALICE = '+12145550161';
const BOB = '+12145550162';
const CAROL = '+12145550163';

describe('Dispatcher inbox (admin conversations)', () => {
  const t = useTestApp();
  let cookie: string;
  let key = 0;
  const adminGet = (path: string) => t.http().get(path).set('Cookie', cookie);
  const adminPost = (path: string, body: object) => t.http().post(path).set('Cookie', cookie).send(body);

  beforeEach(async () => {
    cookie = await t.adminCookie();
  });

  /** Stores a text the way the outbox (outbound) or the inbound webhook (inbound) would. */
  async function aText(
    direction: SmsDirection,
    party: string,
    body: string,
    at: string,
    options: { request?: CustomerRequest; readAt?: Date } = {},
  ): Promise<SmsMessage> {
    const fork = t.em();
    const message = fork.create(SmsMessage, {
      direction,
      to: direction === 'inbound' ? OUR_NUMBER : party,
      from: direction === 'inbound' ? party : null,
      body,
      template: direction === 'inbound' ? 'inbound' : 'request-received',
      idempotencyKey: `seed-${++key}`,
      request: options.request ? fork.getReference(CustomerRequest, options.request.id) : null,
      status: direction === 'inbound' ? 'delivered' : 'sent',
      readAt: options.readAt ?? null,
      createdAt: new Date(at),
      updatedAt: new Date(at),
    });
    await fork.flush();
    return message;
  }

  it('need a session: list, thread and reply answer 401 without one', async () => {
    await aText('inbound', ALICE, 'Where is my driver?', '2026-11-20T10:00:00Z');
    await t.http().get('/api/admin/conversations').expect(401);
    await t.http().get(`/api/admin/conversations/${ALICE}`).expect(401);
    await t.http().post(`/api/admin/conversations/${ALICE}/replies`).send({ body: 'Hi' }).expect(401);
    expect(await t.em().count(SmsMessage)).toBe(1);
    expect((await t.em().findOneOrFail(SmsMessage, { from: ALICE })).readAt).toBeNull();
  });

  it('groups texts by the other party, newest activity first, with the last text, unread count and newest request', async () => {
    const olderRequest = await aRequest(t.em(), { phone: ALICE, createdAt: new Date('2026-11-01T09:00:00Z'), status: 'completed' });
    const newerRequest = await aRequest(t.em(), { phone: ALICE, createdAt: new Date('2026-11-20T09:00:00Z'), status: 'negotiating' });
    await aText('outbound', ALICE, 'Request received', '2026-11-20T09:01:00Z', { request: newerRequest });
    await aText('outbound', ALICE, 'Old job done', '2026-11-01T10:00:00Z', { request: olderRequest });
    await aText('inbound', ALICE, 'Thanks, how long?', '2026-11-20T09:05:00Z', { request: newerRequest });
    await aText('inbound', ALICE, 'Hello?', '2026-11-20T09:06:00Z');
    await aText('inbound', ALICE, 'Earlier question', '2026-11-19T09:00:00Z', { readAt: new Date('2026-11-19T09:30:00Z') });
    await aText('inbound', BOB, 'On my way', '2026-11-20T11:00:00Z');
    await aText('outbound', CAROL, 'Your link', '2026-11-18T08:00:00Z');

    const response = await adminGet('/api/admin/conversations').expect(200);
    const list = response.body as ConversationSummaryView[];

    expect(list.map((item) => [item.phone, item.unreadCount, item.lastMessage.body, item.request?.id ?? null])).toEqual([
      [BOB, 1, 'On my way', null],
      [ALICE, 2, 'Hello?', newerRequest.id],
      [CAROL, 0, 'Your link', null],
    ]);
    const alice = list[1];
    expect(alice.request).toEqual({ id: newerRequest.id, trackingId: newerRequest.customerTrackingId, status: 'negotiating' });
    expect(alice.lastMessage).toMatchObject({ direction: 'inbound', from: ALICE, to: OUR_NUMBER, readAt: null });
    expect(list[2].lastMessage).toMatchObject({ direction: 'outbound', from: null, to: CAROL, status: 'sent' });
  });

  it('shows a thread in time order, both directions, and marks its inbound texts read', async () => {
    const request = await aRequest(t.em(), { phone: ALICE });
    await aText('inbound', ALICE, 'Second', '2026-11-20T09:05:00Z');
    await aText('outbound', ALICE, 'First', '2026-11-20T09:00:00Z', { request });
    await aText('outbound', ALICE, 'Third', '2026-11-20T09:10:00Z', { request });
    await aText('inbound', BOB, 'Not in this thread', '2026-11-20T09:07:00Z');

    const response = await adminGet(`/api/admin/conversations/${ALICE}`).expect(200);
    const thread = response.body as ConversationThreadView;

    expect(thread.phone).toBe(ALICE);
    expect(thread.optedOut).toBe(false);
    expect(thread.request).toMatchObject({ id: request.id, status: request.status });
    expect(thread.messages.map((message) => [message.direction, message.body])).toEqual([
      ['outbound', 'First'],
      ['inbound', 'Second'],
      ['outbound', 'Third'],
    ]);
    expect(thread.messages[1].readAt).not.toBeNull();
    expect(thread.messages[0].readAt).toBeNull();

    const list = (await adminGet('/api/admin/conversations').expect(200)).body as ConversationSummaryView[];
    expect(list.map((item) => [item.phone, item.unreadCount])).toEqual([
      [ALICE, 0],
      [BOB, 1],
    ]);
    expect((await t.em().findOneOrFail(SmsMessage, { from: BOB })).readAt).toBeNull();
  });

  it('answers an empty thread for a number with no texts, and 400 for a number not in E.164', async () => {
    const empty = await adminGet(`/api/admin/conversations/${CAROL}`).expect(200);
    expect(empty.body).toEqual({ phone: CAROL, request: null, optedOut: false, messages: [] });

    for (const bad of ['2145550161', 'not-a-number', '+1214555', '+10000000000', '%2B1 214 555 0161']) {
      const response = await adminGet(`/api/admin/conversations/${bad}`).expect(400);
      expect(response.body).toMatchObject({ code: 'invalid_phone', message: expect.stringContaining('E.164') });
    }
    await adminPost('/api/admin/conversations/12345/replies', { body: 'Hi' }).expect(400);
    expect(await t.em().count(SmsMessage)).toBe(0);
  });

  it("queues a reply through the outbox, linked to the conversation's newest request", async () => {
    const older = await aRequest(t.em(), { phone: ALICE, createdAt: new Date('2026-11-01T09:00:00Z') });
    const newer = await aRequest(t.em(), { phone: ALICE, createdAt: new Date('2026-11-20T09:00:00Z') });
    await aText('outbound', ALICE, 'Old', '2026-11-01T09:01:00Z', { request: older });
    await aText('inbound', ALICE, 'Is the truck close?', '2026-11-20T09:05:00Z', { request: newer });

    const first = await adminPost(`/api/admin/conversations/${ALICE}/replies`, { body: '  About 10 minutes away.  ' }).expect(201);
    const second = await adminPost(`/api/admin/conversations/${ALICE}/replies`, { body: 'About 10 minutes away.' }).expect(201);
    const reply = first.body as ConversationMessageView;

    expect(reply).toMatchObject({
      direction: 'outbound',
      to: ALICE,
      from: null,
      body: 'About 10 minutes away.',
      template: 'dispatcher-reply',
      requestId: newer.id,
    });
    expect(['queued', 'sending', 'sent']).toContain(reply.status);
    const stored = await t.em().find(SmsMessage, { template: 'dispatcher-reply' }, { orderBy: { createdAt: 'asc' } });
    expect(stored.map((message) => message.id).sort()).toEqual([reply.id, (second.body as ConversationMessageView).id].sort());
    expect(new Set(stored.map((message) => message.idempotencyKey)).size).toBe(2);
    expect(stored.every((message) => message.request?.id === newer.id)).toBe(true);

    const thread = (await adminGet(`/api/admin/conversations/${ALICE}`).expect(200)).body as ConversationThreadView;
    expect(thread.messages.map((message) => message.body).slice(-2)).toEqual(['About 10 minutes away.', 'About 10 minutes away.']);
  });

  it('signs a reply with the name of the member of staff who sent it; a text the system writes for their action names no one', async () => {
    const dana = await aSignedInMember(t, 'dispatcher', 'Dana R.');
    const request = await aRequest(t.em(), { phone: ALICE });
    await t.http().post(`/api/admin/requests/${request.id}/price`).set('Cookie', dana.cookie).send({ priceCents: 12_000 }).expect(204);
    const reply = (await t.http().post(`/api/admin/conversations/${ALICE}/replies`).set('Cookie', dana.cookie).send({ body: 'On our way.' }).expect(201))
      .body as ConversationMessageView;
    await adminPost(`/api/admin/conversations/${ALICE}/replies`, { body: 'Ten minutes out.' }).expect(201);

    expect(reply).toMatchObject({ template: 'dispatcher-reply', staffName: 'Dana R.' });
    const owner = await t.em().findOneOrFail(StaffMember, { email: TEST_ENV.ADMIN_EMAIL });
    const thread = (await adminGet(`/api/admin/conversations/${ALICE}`).expect(200)).body as ConversationThreadView;
    expect(thread.messages.map(({ template, staffName }) => [template, staffName])).toEqual([
      ['price-offered', null],
      ['dispatcher-reply', 'Dana R.'],
      ['dispatcher-reply', owner.name],
    ]);
    const stored = await t.em().find(SmsMessage, { to: ALICE }, { orderBy: { createdAt: 'asc', id: 'asc' } });
    expect(stored.map(({ template, staffMemberId }) => [template, staffMemberId])).toEqual([
      ['price-offered', null],
      ['dispatcher-reply', dana.member.id],
      ['dispatcher-reply', owner.id],
    ]);
    const list = (await adminGet('/api/admin/conversations').expect(200)).body as ConversationSummaryView[];
    expect(list[0].lastMessage).toMatchObject({ body: 'Ten minutes out.', staffName: owner.name });
  });

  it('queues a reply to a number with no request, without a request', async () => {
    await aText('inbound', BOB, 'Who is this?', '2026-11-20T09:05:00Z');
    const reply = await adminPost(`/api/admin/conversations/${BOB}/replies`, { body: 'DFW Roadside dispatch.' }).expect(201);
    expect(reply.body).toMatchObject({ to: BOB, requestId: null, template: 'dispatcher-reply' });
  });

  it('refuses to text a number that opted out, with 409', async () => {
    await aText('inbound', ALICE, 'STOP', '2026-11-20T09:05:00Z');
    const fork = t.em();
    fork.create(SmsOptOut, { phone: ALICE });
    await fork.flush();

    const response = await adminPost(`/api/admin/conversations/${ALICE}/replies`, { body: 'Are you sure?' }).expect(409);
    expect(response.body).toMatchObject({ code: 'number_opted_out', message: 'This number has opted out of texts.' });
    expect(await t.em().count(SmsMessage, { direction: 'outbound' })).toBe(0);
    const thread = (await adminGet(`/api/admin/conversations/${ALICE}`).expect(200)).body as ConversationThreadView;
    expect(thread.optedOut).toBe(true);
  });

  it('validates the reply: required, text, not blank, at most 480 characters, nothing else', async () => {
    const cases: Array<[object, string]> = [
      [{}, 'Please type a reply before sending.'],
      [{ body: '' }, 'Please type a reply before sending.'],
      [{ body: '   \n ' }, 'Please type a reply before sending.'],
      [{ body: 42 }, 'Please type a reply before sending.'],
      [{ body: 'x'.repeat(481) }, 'Please keep the reply to 480 characters or fewer.'],
    ];
    for (const [body, message] of cases) {
      const response = await adminPost(`/api/admin/conversations/${ALICE}/replies`, body).expect(400);
      expect({ body, answer: response.body }).toMatchObject({ body, answer: { code: 'invalid_reply', message } });
    }
    await adminPost(`/api/admin/conversations/${ALICE}/replies`, { body: 'ok', extra: true }).expect(400);
    expect(await t.em().count(SmsMessage)).toBe(0);

    await adminPost(`/api/admin/conversations/${ALICE}/replies`, { body: 'x'.repeat(480) }).expect(201);
  });
});
