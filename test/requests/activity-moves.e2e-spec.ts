import { ActivityLogEntry } from '../../src/modules/request-core/entities/activity-log-entry.entity';
import { activityLogsReplay } from '../storm/invariants';
import { readStormDay } from '../storm/storm-day-record';
import { anOnlineRequestBody } from '../support/request-bodies';
import { useTestApp } from '../support/use-test-app';

describe("A request's activity log records each status move", () => {
  const t = useTestApp();

  it('from its creation through a negotiation, and replays to its status', async () => {
    const cookie = await t.adminCookie();
    const created = await t.http().post('/api/requests').send(anOnlineRequestBody({ phone: '2145550391' })).expect(201);
    const { id, trackingId } = created.body as { id: string; trackingId: string };
    const admin = (path: string, body: object) => t.http().post(`/api/admin/requests/${id}/${path}`).set('Cookie', cookie).send(body);
    await admin('price', { priceCents: 15000 }).expect(204);
    await t.http().post(`/api/track/${trackingId}/counter-offer`).send({ amountCents: 12000 }).expect(200);
    await admin('final-offer', { amountCents: 13500 }).expect(204);
    await t.http().post(`/api/track/${trackingId}/accept`).send({ termsAccepted: true }).expect(200);

    const entries = await t.em().find(ActivityLogEntry, { request: id }, { orderBy: { createdAt: 'asc', id: 'asc' } });
    const moves = entries.filter((entry) => entry.toStatus !== null).map(({ fromStatus, toStatus }) => [fromStatus, toStatus]);
    expect(moves).toEqual([
      [null, 'pending_admin_review'],
      ['pending_admin_review', 'admin_priced'],
      ['admin_priced', 'negotiating'],
      ['negotiating', 'approved'],
    ]);
    // The final offer moved no status: its entry has no move.
    expect(entries.filter((entry) => entry.toStatus === null).map((entry) => entry.fromStatus)).toEqual([null]);

    // Read back as the storm day reads its database.
    const rows = { query: async <Row extends object>(sql: string) => ({ rows: await t.em().getConnection().execute<Row[]>(sql) }) };
    const day = await readStormDay(rows, { textsReceived: [], depositCharges: [], trackers: [], livePositions: [], outages: [] });
    const replay = activityLogsReplay(day);
    expect(replay.checked).toBe(1);
    expect(replay.violations).toEqual([]);
  });
});
