import type {
  DemandInsightsView,
  FunnelInsightsView,
  MoneyInsightsView,
  PromisesInsightsView,
  ProvidersInsightsView,
  SpeedInsightsView,
} from '../../src/contracts/insights-views';
import { StaffMember } from '../../src/modules/staff/entities/staff-member.entity';
import { WeeklySummaryService } from '../../src/modules/insights';
import { RequestCleanupService } from '../../src/modules/requests/request-cleanup.service';
import { ManualClock } from '../support/manual-clock';
import { useTestApp } from '../support/use-test-app';
import { aSignedInMember } from '../staff/staff-support';
import { anInsightsWeek, NOW, WEEK, type InsightsWeek } from './insights-data';

describe("The owner's insights, against figures worked out by hand", () => {
  const clock = new ManualClock(NOW);
  const t = useTestApp({ clock });
  let week: InsightsWeek;
  let cookie: string;

  beforeEach(async () => {
    week = await anInsightsWeek(t);
    cookie = (await aSignedInMember(t, 'viewer')).cookie;
  });

  async function read<T>(chart: string, query = WEEK): Promise<T> {
    const response = await t.http().get(`/api/admin/insights/${chart}?${query}`).set('Cookie', cookie).expect(200);
    return response.body as T;
  }

  it('counts the funnel step by step, with each lost request under its reason and the step it reached', async () => {
    const funnel = await read<FunnelInsightsView>('funnel');
    expect(funnel.range).toEqual({ from: '2026-11-02', to: '2026-11-08' });
    expect(funnel.steps.map(({ step, count }) => [step, count])).toEqual([
      ['requested', 7],
      ['priced', 6],
      ['accepted', 4],
      ['paid', 4],
      ['assigned', 4],
      ['arrived', 2],
      ['completed', 2],
    ]);
    expect(funnel.steps.map((step) => step.conversion)).toEqual([null, 6 / 7, 4 / 6, 1, 1, 0.5, 1]);
    expect(funnel.lost.map(({ reason, afterStep, count }) => [reason, afterStep, count]).sort()).toEqual(
      [
        ['cancelled_by_customer', 'assigned', 1],
        ['late_provider', 'assigned', 1],
        ['no_answer', 'priced', 1],
        ['not_priced', 'requested', 1],
        ['rejected_by_customer', 'priced', 1],
      ].sort(),
    );
    expect(funnel.lost.find((lost) => lost.reason === 'late_provider')?.label).toBe('Cancelled: provider late');
    const hours = Object.fromEntries(funnel.byHour.filter((hour) => hour.requests > 0).map((hour) => [hour.hour, [hour.requests, hour.lostBeforePayment]]));
    expect(hours).toEqual({ 0: [1, 0], 6: [1, 1], 8: [1, 0], 9: [1, 0], 10: [1, 0], 12: [1, 1], 20: [1, 1] });
    expect(funnel.byHour).toHaveLength(24);
  });

  it('gives p50 and p90 of each step from the request, and the paid wait by weekday and hour', async () => {
    const speed = await read<SpeedInsightsView>('speed');
    expect(speed.measures.map(({ measure, count, p50Seconds, p90Seconds }) => [measure, count, p50Seconds, p90Seconds])).toEqual([
      ['first_price', 6, 450, 1500],
      ['payment', 4, 1500, 2220],
      ['assignment', 4, 2100, 2820],
      ['arrival', 2, 4350, 5190],
    ]);
    expect(speed.wait).toEqual({ count: 2, p50Seconds: 3000, p90Seconds: 3480 });
    expect(speed.heatmap).toHaveLength(168);
    expect(speed.heatmap.filter((cell) => cell.arrivals > 0)).toEqual([
      { weekday: 0, hour: 8, arrivals: 1, medianWaitSeconds: 2400 },
      { weekday: 0, hour: 9, arrivals: 1, medianWaitSeconds: 3600 },
    ]);
  });

  it('shares the arrivals kept within the promise, the ETA error, slips and refunds for lateness, per provider too', async () => {
    const promises = await read<PromisesInsightsView>('promises');
    expect(promises).toMatchObject({ arrivals: 2, onTime: 1, onTimeRate: 0.5, medianErrorSeconds: 750, slipsTexted: 2, lateRefunds: 1, lateRefundCents: 3000 });
    expect(promises.errorBuckets.filter((bucket) => bucket.arrivals > 0)).toEqual([
      { label: 'Up to 5 min late', arrivals: 1 },
      { label: '10–20 min late', arrivals: 1 },
    ]);
    expect(promises.providers.map(({ providerName, arrivals, onTime, medianErrorSeconds, slipsTexted, lateRefunds }) => [providerName, arrivals, onTime, medianErrorSeconds, slipsTexted, lateRefunds]).sort()).toEqual([
      ['Dana Cole', 1, 0, 1200, 1, 0],
      ['Sam Rivera', 1, 1, 300, 1, 1],
    ]);
  });

  it('bins the pickup points into named hexagons and marks where requests were lost', async () => {
    const demand = await read<DemandInsightsView>('demand');
    expect(demand).toMatchObject({ mapped: 6, unmapped: 1, lostPointsTotal: 4 });
    expect(demand.cells.map(({ near, county, requests, lost }) => [near, county, requests, lost])).toEqual([
      ['Dallas', 'Dallas', 3, 2],
      ['Fort Worth', 'Tarrant', 2, 1],
      ['Denton', 'Denton', 1, 1],
    ]);
    expect(demand.cells[0].boundary).toHaveLength(6);
    expect(demand.lostPoints).toHaveLength(4);
    expect(demand.lostPoints[0]).toEqual([33.2148, -97.1331]);
  });

  it('sums the money to the cent on the week it moved, and averages the price by service', async () => {
    const money = await read<MoneyInsightsView>('money');
    const expected = { revenueCents: 45000, commissionCents: 6750, refundsCents: 3000, feesCents: 3000, tipsCents: 2000 };
    expect(money.weeks).toEqual([{ weekStart: '2026-11-02', ...expected }]);
    expect(money.totals).toEqual(expected);
    expect(money.averagePrice).toEqual([
      { service: 'Towing', jobs: 2, averagePriceCents: 15000 },
      { service: 'Jump Start', jobs: 1, averagePriceCents: 15000 },
    ]);
  });

  it("rates each provider on the period's offers and jobs", async () => {
    const { providers } = await read<ProvidersInsightsView>('providers');
    expect(providers).toEqual([
      { providerId: week.dana.id, providerName: 'Dana Cole', offers: 4, acceptanceRate: 0.5, medianResponseSeconds: 240, onTimeRate: 0, averageRating: 3, jobs: 1 },
      { providerId: week.sam.id, providerName: 'Sam Rivera', offers: 2, acceptanceRate: 1, medianResponseSeconds: 180, onTimeRate: 1, averageRating: 5, jobs: 1 },
    ]);
  });

  it('narrows every figure by county, service, channel and time of day', async () => {
    const requested = async (filter: string) => (await read<FunnelInsightsView>('funnel', `${WEEK}&${filter}`)).steps[0].count;
    expect(await requested('county=Tarrant')).toBe(2);
    expect(await requested('service=Jump%20Start')).toBe(1);
    expect(await requested('channel=phone')).toBe(1);
    expect(await requested('channel=text')).toBe(1);
    expect(await requested('daypart=night')).toBe(1);
    expect(await requested('county=Tarrant&daypart=night')).toBe(1);
    expect(await requested('county=Collin')).toBe(0);

    const tarrantMoney = await read<MoneyInsightsView>('money', `${WEEK}&county=Tarrant`);
    expect(tarrantMoney.totals).toEqual({ revenueCents: 20000, commissionCents: 3000, refundsCents: 3000, feesCents: 0, tipsCents: 2000 });
    const tarrantDemand = await read<DemandInsightsView>('demand', `${WEEK}&county=Tarrant`);
    expect(tarrantDemand.cells.map((cell) => cell.near)).toEqual(['Fort Worth']);
    const jumpStarts = await read<ProvidersInsightsView>('providers', `${WEEK}&service=Jump%20Start`);
    expect(jumpStarts.providers.map((row) => [row.providerName, row.offers])).toEqual([['Dana Cole', 1]]);
    const nightSpeed = await read<SpeedInsightsView>('speed', `${WEEK}&daypart=night`);
    expect(nightSpeed.measures[0]).toMatchObject({ count: 1, p50Seconds: 1200 });
  });

  it('counts today and this week by Dallas days', async () => {
    expect((await read<FunnelInsightsView>('funnel', 'period=day')).range).toEqual({ from: '2026-11-20', to: '2026-11-20' });
    expect((await read<FunnelInsightsView>('funnel', 'period=week')).range).toEqual({ from: '2026-11-16', to: '2026-11-20' });
    expect((await read<FunnelInsightsView>('funnel', 'period=day')).steps[0].count).toBe(0);
  });

  it('offers the filters the figures can be narrowed by', async () => {
    const response = await t.http().get('/api/admin/insights/filters').set('Cookie', cookie).expect(200);
    expect(response.body.services).toEqual(expect.arrayContaining(['Towing', 'Jump Start', 'Tire Change']));
    expect(response.body.counties.slice(0, 4)).toEqual(['Dallas', 'Tarrant', 'Collin', 'Denton']);
    expect(response.body.channels).toContainEqual({ value: 'text', label: 'Text' });
    expect(response.body.dayparts).toContainEqual({ value: 'night', label: 'Night (midnight–6 AM)' });
  });

  it('refuses a period or filter it cannot use with a message a person can act on', async () => {
    const refused = async (query: string) => (await t.http().get(`/api/admin/insights/funnel?${query}`).set('Cookie', cookie).expect(400)).body;
    expect(await refused('period=fortnight')).toMatchObject({ code: 'invalid_period', message: 'Please choose Today, This Week, This Month or Custom Range.' });
    expect(await refused('period=custom&from=2026-11-02')).toMatchObject({ code: 'missing_date_range' });
    expect(await refused('period=custom&from=2025-01-01&to=2026-11-08')).toMatchObject({ code: 'date_range_too_long' });
    expect(await refused(`${WEEK}&county=Travis`)).toMatchObject({ code: 'invalid_insights_filter' });
    expect(await refused(`${WEEK}&channel=fax`)).toMatchObject({ code: 'invalid_insights_filter' });
    expect(await refused(`${WEEK}&daypart=dawn`)).toMatchObject({ code: 'invalid_insights_filter' });
  });

  it('lets a viewer read the figures but change nothing, and keeps them from anyone signed out', async () => {
    await t.http().get(`/api/admin/insights/money?${WEEK}`).expect(401);
    await t.http().put('/api/admin/rate-card').set('Cookie', cookie).set('Origin', t.url).send({}).expect(403);
    await t.http().post(`/api/admin/requests/${week.requests.f.id}/price`).set('Cookie', cookie).set('Origin', t.url).send({ priceCents: 10000 }).expect(403);
  });

  it("texts each owner the week's figures on Monday morning, once", async () => {
    const { member: owner } = await aSignedInMember(t, 'owner');
    const { member: dispatcher } = await aSignedInMember(t, 'dispatcher');
    await t.em().nativeUpdate(StaffMember, { id: owner.id }, { phone: '+12145550111' });
    await t.em().nativeUpdate(StaffMember, { id: dispatcher.id }, { phone: '+12145550122' });
    // Monday 9 November, 8 AM in Dallas.
    clock.set(new Date('2026-11-09T14:00:00Z'));
    const summary = t.app.get(WeeklySummaryService);

    expect(await summary.sendLastWeek()).toMatchObject({ outcome: 'done' });
    expect(await summary.sendLastWeek()).toMatchObject({ outcome: 'skipped' });

    const texts = await t.em().execute<Array<{ to_phone: string; body: string }>>(`select to_phone, body from sms_messages where template = 'insights-weekly-summary'`);
    expect(texts).toEqual([
      {
        to_phone: '+12145550111',
        body: expect.stringMatching(
          /^DFW Roadside, week of Nov 2-8, 2026: 7 requests, 29% completed, median wait 50 min, 50% on time\. Insights: \S+\/admin\/insights\?period=custom&from=2026-11-02&to=2026-11-08 Reply STOP to opt out\.$/,
        ),
      },
    ]);
  });

  it('keeps every figure of a week whose completed requests the retention rule has since deleted, without their personal data', async () => {
    const charts = ['funnel', 'speed', 'promises', 'demand', 'money', 'providers'];
    const before = await Promise.all(charts.map((chart) => read(chart)));

    // Three months on, the week's completed requests are past the two months they are kept.
    clock.set(new Date('2027-02-20T18:00:00Z'));
    await t.app.get(RequestCleanupService).deleteExpiredCompleted();
    cookie = (await aSignedInMember(t, 'viewer')).cookie;
    const left = await t.em().execute<Array<{ id: string }>>(`select id from customer_requests where status = 'completed'`);
    expect(left).toEqual([]);

    expect(await Promise.all(charts.map((chart) => read(chart)))).toEqual(before);
    const archived = await t.em().execute(`select * from archived_request_facts where id = ?`, [week.requests.a.id]);
    expect(Object.keys(archived[0])).not.toEqual(expect.arrayContaining(['phone']));
    expect(archived[0]).toMatchObject({ county: 'Tarrant', final_price_cents: 20000 });
  });
});
