import { io, type Socket } from 'socket.io-client';
import type { CustomerRequestView } from '../../src/contracts/request-views';
import type { PositionAck, ProviderLocationEvent } from '../../src/contracts/socket-events';
import { FIX_MESSAGES, type FixProblem } from '../../src/domain/position-fix';
import { ProviderPosition } from '../../src/modules/providers/entities/provider-position.entity';
import { aPaidRequest, aProvider } from '../support/factories';
import { ManualClock } from '../support/manual-clock';
import { providerStep } from '../support/provider-steps';
import { useTestApp } from '../support/use-test-app';
import { waitFor } from '../support/wait-for';

const START = new Date('2026-11-23T12:00:00Z');
const NOT_ACTIVE = 'This job is not active, so its position is no longer shared.';
/** Near the factory's pickup in Dallas. */
const LAT = 32.78;
const LNG = -96.8;

interface Fix {
  lat: number;
  lng: number;
  accuracy?: number;
  recordedAt: number;
}

/** A fix taken `offsetMs` after the clock's start (negative: before it). */
const fixAt = (offsetMs: number, lat = LAT, lng = LNG): Fix => ({ lat, lng, recordedAt: START.getTime() + offsetMs });

/** What a watcher receives for a fix. */
const shown = (fix: Fix): ProviderLocationEvent => ({ lat: fix.lat, lng: fix.lng, recordedAt: new Date(fix.recordedAt).toISOString() });

/** Sends one position and answers the acknowledgement (failing, not hanging, when none comes). */
const send = (socket: Socket, fix: unknown): Promise<PositionAck> => socket.timeout(10_000).emitWithAck('position', fix);

/** Every payload of `event` the socket receives, in order. */
function record<T>(socket: Socket, event: string): T[] {
  const received: T[] = [];
  socket.on(event, (payload: T) => received.push(payload));
  return received;
}

/** Every event the socket receives, with its payload, in order. */
function recordAll(socket: Socket): Array<[string, unknown]> {
  const received: Array<[string, unknown]> = [];
  socket.onAny((event: string, payload: unknown) => received.push([event, payload]));
  return received;
}

describe('The provider’s live position: the `position` event of the /provider namespace', () => {
  const t = useTestApp({ clock: new ManualClock(START) });
  const step = (jobId: string, action: string) => providerStep(t, jobId, action);
  const track = (trackingId: string) => t.http().get(`/api/track/${trackingId}`);
  const stored = (requestId: string) => t.em().findOne(ProviderPosition, { request: requestId });
  const version = async (requestId: string): Promise<number> => {
    const [row] = await t.em().getConnection().execute<Array<{ version: number }>>('select version from customer_requests where id = ?', [requestId]);
    return row.version;
  };

  /** A paid request given to a new provider through the dispatcher's endpoint, as in production. */
  async function anAssignedJob() {
    const paid = await aPaidRequest(t.em());
    const provider = await aProvider(t.em(), { name: 'Rosa Diaz' });
    const response = await t.http().post(`/api/admin/requests/${paid.id}/provider`).set('Cookie', await t.adminCookie()).send({ providerId: provider.id });
    expect(response.status).toBe(200);
    return { request: paid, jobId: response.body.providerJobId as string, trackingId: response.body.trackingId as string };
  }

  async function connected(namespace: string, options: Parameters<typeof t.connect>[1]): Promise<Socket> {
    const { socket, error } = await t.connect(namespace, options);
    expect(error).toBeNull();
    return socket;
  }
  const providerSocket = (jobId: string) => connected('/provider', { auth: { jobId } });
  const trackSocket = (trackingId: string) => connected('/track', { auth: { trackingId } });

  // Not `t.connect`: socket.io-client multiplexes a new namespace over the first connection it made to
  // the app, whose handshake carried no cookie, so the session would be lost. A connection of its own keeps it.
  const adminSockets: Socket[] = [];
  afterEach(() => adminSockets.splice(0).forEach((socket) => socket.close()));
  async function adminSocket(): Promise<Socket> {
    const socket = io(`${t.url}/admin`, {
      transports: ['websocket'],
      reconnection: false,
      forceNew: true,
      extraHeaders: { Cookie: await t.adminCookie() },
    });
    adminSockets.push(socket);
    const error = await new Promise<Error | null>((resolve) => {
      socket.on('connect', () => resolve(null));
      socket.on('connect_error', resolve);
    });
    expect(error).toBeNull();
    return socket;
  }

  /** Where the stored fix is, as plain values. */
  async function storedFix(requestId: string) {
    const position = await stored(requestId);
    return position && { lat: position.lat, lng: position.lng, recordedAt: position.recordedAt.toISOString() };
  }

  describe('an accepted fix', () => {
    it("is acknowledged and reaches its own tracking page and the dispatchers, not another request's page nor the provider", async () => {
      const mine = await anAssignedJob();
      const other = await anAssignedJob();
      const provider = await providerSocket(mine.jobId);
      const otherProvider = await providerSocket(other.jobId);
      const myPage = await trackSocket(mine.trackingId);
      const otherPage = await trackSocket(other.trackingId);
      const dispatch = await adminSocket();
      const onMyPage = recordAll(myPage);
      const onOtherPage = recordAll(otherPage);
      const atDispatch = record<ProviderLocationEvent & { id: string }>(dispatch, 'provider.location');
      const atProvider = recordAll(provider);

      const fix = { ...fixAt(-5_000, 32.7812, -96.8011), accuracy: 12 };
      expect(await send(provider, fix)).toEqual({ ok: true });

      await waitFor(async () => onMyPage.length >= 1 && atDispatch.length >= 1);
      expect(onMyPage).toEqual([['provider.location', { lat: 32.7812, lng: -96.8011, recordedAt: '2026-11-23T11:59:55.000Z' }]]);
      expect(atDispatch).toEqual([{ id: mine.request.id, lat: 32.7812, lng: -96.8011, recordedAt: '2026-11-23T11:59:55.000Z' }]);

      // The other job's fix is published after mine: once it has reached the other page, mine would have too.
      const otherFix = fixAt(-4_000, 32.9, -96.9);
      expect(await send(otherProvider, otherFix)).toEqual({ ok: true });
      await waitFor(async () => onOtherPage.length >= 1 && atDispatch.length >= 2);
      expect(onOtherPage).toEqual([['provider.location', shown(otherFix)]]);
      expect(atDispatch[1]).toEqual({ id: other.request.id, ...shown(otherFix) });
      expect(onMyPage).toHaveLength(1);

      // The provider's own page hears the next step; nothing of the fix came to it before that.
      expect((await step(mine.jobId, 'start_job')).status).toBe(200);
      await waitFor(async () => atProvider.length >= 1);
      expect(atProvider.map(([event]) => event)).toEqual(['request.changed']);
    });

    it('shows on the tracking page, in the admin details and in the customer view of a later step', async () => {
      const { request, jobId, trackingId } = await anAssignedJob();
      const provider = await providerSocket(jobId);
      const fix = fixAt(-10_000, 32.7855, -96.8042);

      const before = await track(trackingId);
      expect(before.body.provider).toMatchObject({ name: 'Rosa Diaz', lat: null, lng: null, lastLocationUpdate: null });
      expect(await send(provider, fix)).toEqual({ ok: true });

      const page = await track(trackingId);
      expect(page.status).toBe(200);
      expect(page.body.provider).toMatchObject({ name: 'Rosa Diaz', lat: 32.7855, lng: -96.8042, lastLocationUpdate: '2026-11-23T11:59:50.000Z' });
      const details = await t.http().get(`/api/admin/requests/${request.id}`).set('Cookie', await t.adminCookie());
      expect(details.status).toBe(200);
      expect([details.body.providerCurrentLat, details.body.providerCurrentLng, details.body.providerLastLocationUpdate]).toEqual([
        32.7855,
        -96.8042,
        '2026-11-23T11:59:50.000Z',
      ]);

      const customer = await trackSocket(trackingId);
      const changes = record<CustomerRequestView>(customer, 'request.changed');
      t.clock.advance(60_000);
      expect((await step(jobId, 'start_job')).status).toBe(200);
      await waitFor(async () => changes.length >= 1);
      expect(changes[0].status).toBe('en_route');
      expect(changes[0].provider).toMatchObject({ name: 'Rosa Diaz', lat: 32.7855, lng: -96.8042, lastLocationUpdate: '2026-11-23T11:59:50.000Z' });
    });

    it("never changes the request's version or its updatedAt, however many fixes come", async () => {
      const { request, jobId } = await anAssignedJob();
      const provider = await providerSocket(jobId);
      const versionBefore = await version(request.id);
      const updatedBefore = (await track(request.customerTrackingId!)).body.updatedAt;

      for (let i = 0; i < 5; i++) {
        expect(await send(provider, fixAt(-60_000 + i * 5_000, LAT + i * 0.001))).toEqual({ ok: true });
      }

      expect(await storedFix(request.id)).toEqual(shown(fixAt(-40_000, LAT + 0.004)));
      expect(await version(request.id)).toBe(versionBefore);
      expect((await track(request.customerTrackingId!)).body.updatedAt).toBe(updatedBefore);
      // A real change still moves the version: the reading above would have seen a fix do it.
      expect((await step(jobId, 'start_job')).status).toBe(200);
      expect(await version(request.id)).toBe(versionBefore + 1);
    });

    it('of 20 simultaneous fixes with rising times, the only refusals are out-of-order ones and the newest accepted one stays', async () => {
      const { request, jobId, trackingId } = await anAssignedJob();
      const provider = await providerSocket(jobId);
      const fixes = Array.from({ length: 20 }, (_, i) => fixAt(-60_000 + i * 2_000, LAT + i * 0.0005));

      const acks = await Promise.all(fixes.map((fix) => send(provider, fix)));

      const unexpected = acks.filter((ack) => !ack.ok && ack.message !== FIX_MESSAGES.out_of_order);
      expect(unexpected).toEqual([]);
      const accepted = fixes.filter((_, i) => acks[i].ok);
      expect(accepted.length).toBeGreaterThanOrEqual(1);
      const newest = accepted[accepted.length - 1];
      // Nothing newer existed when the last one came in, so it is taken whatever the order of the rest.
      expect(newest).toBe(fixes[19]);
      expect(await storedFix(request.id)).toEqual(shown(newest));
      expect((await track(trackingId)).body.provider).toMatchObject({ lat: newest.lat, lng: newest.lng, lastLocationUpdate: shown(newest).recordedAt });
    });
    it('of a burst of 20 fixes 100 ms apart sent together, those taken are a second apart and only they are shown', async () => {
      const { request, jobId, trackingId } = await anAssignedJob();
      const provider = await providerSocket(jobId);
      const page = record<ProviderLocationEvent>(await trackSocket(trackingId), 'provider.location');
      const fixes = Array.from({ length: 20 }, (_, i) => fixAt(-60_000 + i * 100, LAT + i * 0.00001));

      const acks = await Promise.all(fixes.map((fix) => send(provider, fix)));

      const refusals = acks.filter((ack) => !ack.ok).map((ack) => (ack.ok ? '' : ack.message));
      expect(refusals.filter((message) => message !== FIX_MESSAGES.too_frequent && message !== FIX_MESSAGES.out_of_order)).toEqual([]);
      const taken = fixes.filter((_, i) => acks[i].ok).sort((a, b) => a.recordedAt - b.recordedAt);
      expect(taken.length).toBeGreaterThanOrEqual(1);
      const gaps = taken.slice(1).map((fix, i) => fix.recordedAt - taken[i].recordedAt);
      expect(gaps.filter((gap) => gap < 1_000)).toEqual([]);
      expect(await storedFix(request.id)).toEqual(shown(taken[taken.length - 1]));

      // A later fix: once it has arrived, every fix shown before it has too.
      const later = fixAt(-30_000, LAT + 0.001);
      expect(await send(provider, later)).toEqual({ ok: true });
      await waitFor(async () => page.some((event) => event.recordedAt === shown(later).recordedAt));
      expect(page).toEqual([...taken, later].map(shown));
    });
  });

  describe('a refused fix', () => {
    /** Each refusal, sent after an accepted fix at 11:59:00 at the factory's pickup. */
    const REFUSALS: Array<[string, unknown, FixProblem]> = [
      ['a latitude out of range', { ...fixAt(-50_000), lat: 91 }, 'malformed'],
      ['a longitude out of range', { ...fixAt(-50_000), lng: -181 }, 'malformed'],
      ['no recordedAt', { lat: LAT, lng: LNG }, 'malformed'],
      ['a recordedAt that is not a number', { lat: LAT, lng: LNG, recordedAt: '2026-11-23T11:59:10Z' }, 'malformed'],
      ['a string instead of a fix', 'here', 'malformed'],
      ['null instead of a fix', null, 'malformed'],
      ['a number instead of a fix', 42, 'malformed'],
      ['an accuracy of 5000 m', { ...fixAt(-50_000), accuracy: 5000 }, 'imprecise'],
      ['a negative accuracy', { ...fixAt(-50_000), accuracy: -1 }, 'malformed'],
      ['a time 5 minutes ahead of the server clock', fixAt(5 * 60_000), 'future'],
      ['a fix older than 2 minutes', fixAt(-2 * 60_000 - 1_000), 'too_old'],
      ['a fix older than the stored one', fixAt(-65_000), 'out_of_order'],
      ['a fix as old as the stored one', fixAt(-60_000, LAT + 0.001), 'out_of_order'],
      ['a second fix within a second', fixAt(-59_500, LAT + 0.0001), 'too_frequent'],
      ['a 30-mile jump in 10 seconds', fixAt(-50_000, LAT + 0.44), 'implausible_jump'],
    ];

    it.each(REFUSALS)('with %s is answered with its reason, stored nowhere and shown to no one', async (_name, refused, reason) => {
      const { request, jobId, trackingId } = await anAssignedJob();
      const provider = await providerSocket(jobId);
      const page = record<ProviderLocationEvent>(await trackSocket(trackingId), 'provider.location');
      const dispatch = record<ProviderLocationEvent & { id: string }>(await adminSocket(), 'provider.location');
      const first = fixAt(-60_000);
      expect(await send(provider, first)).toEqual({ ok: true });

      expect(await send(provider, refused)).toEqual({ ok: false, reason, message: FIX_MESSAGES[reason] });
      expect(await storedFix(request.id)).toEqual(shown(first));

      // A good fix after it: once it has arrived, the refused one would have too.
      const next = fixAt(-50_000, LAT + 0.001);
      expect(await send(provider, next)).toEqual({ ok: true });
      await waitFor(async () => page.length >= 2 && dispatch.length >= 2);
      expect(page).toEqual([shown(first), shown(next)]);
      expect(dispatch).toEqual([first, next].map((fix) => ({ id: request.id, ...shown(fix) })));
      expect(await storedFix(request.id)).toEqual(shown(next));
    });

    it("judges 'ahead' by the server's clock: the fix refused as 5 minutes early is taken once the clock gets there", async () => {
      const { request, jobId } = await anAssignedJob();
      const provider = await providerSocket(jobId);
      const early = fixAt(5 * 60_000);

      expect(await send(provider, early)).toEqual({ ok: false, reason: 'future', message: FIX_MESSAGES.future });
      expect(await stored(request.id)).toBeNull();

      t.clock.advance(5 * 60_000);
      expect(await send(provider, early)).toEqual({ ok: true });
      expect(await storedFix(request.id)).toEqual(shown(early));
    });

    it("from a socket whose job was reassigned is refused 'Job Not Found' and stored nowhere; the new provider's is taken", async () => {
      const { request, jobId: oldJobId, trackingId } = await anAssignedJob();
      const oldProvider = await providerSocket(oldJobId);
      const page = record<ProviderLocationEvent>(await trackSocket(trackingId), 'provider.location');
      const other = await aProvider(t.em(), { name: 'Lee Park' });
      const reassigned = await t
        .http()
        .post(`/api/admin/requests/${request.id}/provider/reassign`)
        .set('Cookie', await t.adminCookie())
        .send({ providerId: other.id });
      expect(reassigned.status).toBe(200);
      expect(reassigned.body.providerJobId).not.toBe(oldJobId);

      expect(await send(oldProvider, fixAt(-30_000))).toEqual({ ok: false, reason: 'job_not_found', message: 'Job Not Found' });
      expect(await stored(request.id)).toBeNull();

      const newProvider = await providerSocket(reassigned.body.providerJobId);
      const fix = fixAt(-20_000, 32.79, -96.81);
      expect(await send(newProvider, fix)).toEqual({ ok: true });
      await waitFor(async () => page.length >= 1);
      expect(page).toEqual([shown(fix)]);
      expect(await storedFix(request.id)).toEqual(shown(fix));
    });

    it("is forgotten when the job goes to another provider: the new provider's first fix is taken wherever they are", async () => {
      const { request, jobId: oldJobId, trackingId } = await anAssignedJob();
      expect(await send(await providerSocket(oldJobId), fixAt(-10_000))).toEqual({ ok: true });
      const other = await aProvider(t.em(), { name: 'Lee Park' });
      const reassigned = await t
        .http()
        .post(`/api/admin/requests/${request.id}/provider/reassign`)
        .set('Cookie', await t.adminCookie())
        .send({ providerId: other.id });
      expect(reassigned.status).toBe(200);
      expect(await stored(request.id)).toBeNull();
      expect((await t.http().get(`/api/track/${trackingId}`)).body.provider).toMatchObject({ name: 'Lee Park', lat: null, lng: null });

      // Thirty miles away a few seconds later: a different truck, not a jump.
      const farAway = fixAt(-5_000, 32.7555, -97.3308);
      expect(await send(await providerSocket(reassigned.body.providerJobId), farAway)).toEqual({ ok: true });
      expect(await storedFix(request.id)).toEqual(shown(farAway));
    });

    it("after the job is completed is refused as not active, and the last position stays as it was", async () => {
      const { request, jobId } = await anAssignedJob();
      const provider = await providerSocket(jobId);
      const last = fixAt(-30_000);
      expect(await send(provider, last)).toEqual({ ok: true });
      for (const action of ['start_job', 'mark_arrived', 'start_service', 'complete_job']) expect((await step(jobId, action)).status).toBe(200);

      expect(await send(provider, fixAt(-10_000, LAT + 0.001))).toEqual({ ok: false, reason: 'not_active', message: NOT_ACTIVE });
      expect(await storedFix(request.id)).toEqual(shown(last));
    });
  });
});
