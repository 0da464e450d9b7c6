import type { CompletedJobRow, CompletedPage, CompletedStatsView } from '../../src/contracts/completed-views';
import type { Provider } from '../../src/modules/providers/entities/provider.entity';
import type { CustomerRequest } from '../../src/modules/request-core/entities/customer-request.entity';
import { aPaidRequest, aProvider } from '../support/factories';
import { ManualClock } from '../support/manual-clock';
import { useTestApp, type TestAppAccess } from '../support/use-test-app';

interface CompletedJob {
  /** When the provider completed it; null when that was not recorded (then `updatedAt` counts). */
  completedAt: string | null;
  updatedAt?: string;
  finalPriceCents: number;
  rating: number | null;
  provider?: Provider | null;
  extra?: Partial<CustomerRequest>;
}

/** A completed job as the provider flow leaves it. */
function aCompletedJob(t: TestAppAccess, job: CompletedJob): Promise<CustomerRequest> {
  return aPaidRequest(t.em(), {
    status: 'completed',
    finalPriceCents: job.finalPriceCents,
    serviceCompletedAt: job.completedAt ? new Date(job.completedAt) : null,
    updatedAt: new Date(job.updatedAt ?? job.completedAt!),
    customerRating: job.rating,
    provider: job.provider ?? null,
    ...job.extra,
  });
}

const byId = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

function signedIn(t: TestAppAccess) {
  let cookie = '';
  beforeEach(async () => {
    cookie = await t.adminCookie();
  });
  return (path: string) => t.http().get(path).set('Cookie', cookie);
}

// Wednesday 4 November 2026, noon in Chicago (CST since DST ended on Sunday 1 November).

/** How the export writes a phone: formatted, which a spreadsheet never runs as a formula. */
const national = (e164: string) => e164.replace(/^\+1(\d{3})(\d{3})(\d{4})$/, '($1) $2-$3');

describe('Completed jobs (November 2026, around the end of daylight time)', () => {
  const t = useTestApp({ clock: new ManualClock(new Date('2026-11-04T18:00:00Z')) });
  const adminGet = signedIn(t);
  let sam: Provider;
  let dana: Provider;
  /** 00:30 CDT on Sunday 1 November, before the clocks go back. */
  let dstEnd: CustomerRequest;
  /** 23:30 CST on Sunday 1 November: 05:30 on the 2nd in UTC. */
  let lateSunday: CustomerRequest;
  /** 09:00 on Monday 2 November. */
  let monday: CustomerRequest;
  /** 11:00 today, Wednesday 4 November. */
  let today: CustomerRequest;
  /** No completion time recorded: counted by its last update, 14:00 on Tuesday 3 November. */
  let undated: CustomerRequest;
  /** Saturday 31 October. */
  let october: CustomerRequest;

  beforeEach(async () => {
    sam = await aProvider(t.em(), { name: 'Sam Rivera' });
    dana = await aProvider(t.em(), { name: 'Dana Cole' });
    dstEnd = await aCompletedJob(t, { completedAt: '2026-11-01T05:30:00Z', finalPriceCents: 12550, rating: 5, provider: sam });
    lateSunday = await aCompletedJob(t, { completedAt: '2026-11-02T05:30:00Z', finalPriceCents: 9999, rating: 4, provider: dana });
    monday = await aCompletedJob(t, {
      completedAt: '2026-11-02T15:00:00Z',
      finalPriceCents: 20000,
      rating: null,
      provider: sam,
      extra: {
        vehicleYear: null,
        vehicleMake: 'Peterbilt',
        vehicleModel: ' 579 ',
        serviceType: 'Heavy Duty Towing',
        // Arrived 12 minutes after the promise: past its 5-minute grace.
        promisedArrivalAt: new Date('2026-11-02T14:00:00Z'),
        arrivedAt: new Date('2026-11-02T14:12:00Z'),
      },
    });
    today = await aCompletedJob(t, {
      completedAt: '2026-11-04T17:00:00Z',
      finalPriceCents: 7533,
      rating: 3,
      provider: null,
      // Three minutes after the promise: within its grace, on time.
      extra: { promisedArrivalAt: new Date('2026-11-04T16:30:00Z'), arrivedAt: new Date('2026-11-04T16:33:00Z') },
    });
    undated = await aCompletedJob(t, {
      completedAt: null,
      updatedAt: '2026-11-03T20:00:00Z',
      finalPriceCents: 10001,
      rating: 5,
      provider: dana,
    });
    october = await aCompletedJob(t, { completedAt: '2026-10-31T12:00:00Z', finalPriceCents: 15000, rating: 1, provider: sam });
    // Not completed: never counted, whatever their dates and prices.
    await aPaidRequest(t.em(), { status: 'in_progress', finalPriceCents: 50000, updatedAt: new Date('2026-11-03T15:00:00Z') });
    await aPaidRequest(t.em(), { status: 'cancelled', finalPriceCents: 40000, updatedAt: new Date('2026-11-03T15:00:00Z') });
  });

  describe('stats', () => {
    it('counts This Week from Monday through today in Chicago', async () => {
      const response = await adminGet('/api/admin/completed/stats?period=week').expect(200);
      expect(response.body).toEqual<CompletedStatsView>({
        from: '2026-11-02',
        to: '2026-11-04',
        totalJobs: 3,
        revenueCents: 37534,
        commissionCents: 5630,
        payoutCents: 31904,
        averageRating: 4,
        promisedArrivals: 2,
        onTimeArrivals: 1,
        days: [
          { date: '2026-11-02', jobs: 1, commissionCents: 3000 },
          { date: '2026-11-03', jobs: 1, commissionCents: 1500 },
          { date: '2026-11-04', jobs: 1, commissionCents: 1130 },
        ],
        cardBalancesCents: 0,
        tipsCents: 0,
        tripFeesCents: 0,
        tripFees: [],
      });
    });

    it('counts This Month from the 1st, with the jobs either side of the clocks going back on the 1st', async () => {
      const response = await adminGet('/api/admin/completed/stats?period=month').expect(200);
      expect(response.body).toEqual<CompletedStatsView>({
        from: '2026-11-01',
        to: '2026-11-04',
        totalJobs: 5,
        revenueCents: 60083,
        // 1883 (12550 rounds half up) + 1500 + 3000 + 1130 + 1500
        commissionCents: 9013,
        payoutCents: 51070,
        averageRating: 4.25,
        promisedArrivals: 2,
        onTimeArrivals: 1,
        days: [
          { date: '2026-11-01', jobs: 2, commissionCents: 3383 },
          { date: '2026-11-02', jobs: 1, commissionCents: 3000 },
          { date: '2026-11-03', jobs: 1, commissionCents: 1500 },
          { date: '2026-11-04', jobs: 1, commissionCents: 1130 },
        ],
        cardBalancesCents: 0,
        tipsCents: 0,
        tripFeesCents: 0,
        tripFees: [],
      });
    });

    it('counts a custom range, ending on a day whose last job was at 23:30 in Chicago', async () => {
      const response = await adminGet('/api/admin/completed/stats?period=custom&from=2026-10-31&to=2026-11-01').expect(200);
      expect(response.body).toEqual<CompletedStatsView>({
        from: '2026-10-31',
        to: '2026-11-01',
        totalJobs: 3,
        revenueCents: 37549,
        commissionCents: 5633,
        payoutCents: 31916,
        averageRating: 3.33,
        promisedArrivals: 0,
        onTimeArrivals: 0,
        days: [
          { date: '2026-10-31', jobs: 1, commissionCents: 2250 },
          { date: '2026-11-01', jobs: 2, commissionCents: 3383 },
        ],
        cardBalancesCents: 0,
        tipsCents: 0,
        tripFeesCents: 0,
        tripFees: [],
      });
    });

    it('does not count the 23:30 job on the next day, which is its UTC date', async () => {
      const response = await adminGet('/api/admin/completed/stats?period=custom&from=2026-11-02&to=2026-11-02').expect(200);
      expect(response.body).toMatchObject({ totalJobs: 1, revenueCents: 20000, commissionCents: 3000, payoutCents: 17000 });
      expect(response.body.averageRating).toBeNull();
    });

    it('lists every day of a range without jobs, at zero', async () => {
      const response = await adminGet('/api/admin/completed/stats?period=custom&from=2026-12-30&to=2027-01-01').expect(200);
      expect(response.body).toEqual<CompletedStatsView>({
        from: '2026-12-30',
        to: '2027-01-01',
        totalJobs: 0,
        revenueCents: 0,
        commissionCents: 0,
        payoutCents: 0,
        averageRating: null,
        promisedArrivals: 0,
        onTimeArrivals: 0,
        days: [
          { date: '2026-12-30', jobs: 0, commissionCents: 0 },
          { date: '2026-12-31', jobs: 0, commissionCents: 0 },
          { date: '2027-01-01', jobs: 0, commissionCents: 0 },
        ],
        cardBalancesCents: 0,
        tipsCents: 0,
        tripFeesCents: 0,
        tripFees: [],
      });
    });

    it('follows the clock: on Sunday evening This Week still starts on Monday', async () => {
      t.clock.set(new Date('2026-11-09T03:00:00Z')); // 21:00 on Sunday 8 November in Chicago
      const response = await adminGet('/api/admin/completed/stats?period=week').expect(200);
      expect(response.body).toMatchObject({ from: '2026-11-02', to: '2026-11-08', totalJobs: 3, revenueCents: 37534 });
      expect(response.body.days).toHaveLength(7);
    });
  });

  describe('list', () => {
    it('gives the rows of the period, newest completion first, 25 to a page by default', async () => {
      const response = await adminGet('/api/admin/completed?period=month').expect(200);
      const page: CompletedPage = response.body;
      expect({ total: page.total, page: page.page, pageSize: page.pageSize }).toEqual({ total: 5, page: 1, pageSize: 25 });
      expect(page.items.map((row) => row.id)).toEqual([today.id, undated.id, monday.id, lateSunday.id, dstEnd.id]);
      expect(page.items[2]).toEqual<CompletedJobRow>({
        id: monday.id,
        trackingId: monday.customerTrackingId,
        completedAt: '2026-11-02T15:00:00.000Z',
        customerPhone: monday.phone,
        providerName: 'Sam Rivera',
        serviceType: 'Heavy Duty Towing',
        vehicle: 'Peterbilt 579',
        finalPriceCents: 20000,
        commissionCents: 3000,
        payoutCents: 17000,
        rating: null,
        balancePaid: 'on_site',
        tipCents: 0,
        lateByMinutes: 12,
      });
      expect(page.items.map((row) => row.lateByMinutes)).toEqual([0, null, 12, null, null]);
      expect(page.items[1]).toMatchObject({
        completedAt: '2026-11-03T20:00:00.000Z',
        providerName: 'Dana Cole',
        vehicle: '2018 Ford F-150',
        finalPriceCents: 10001,
        commissionCents: 1500,
        payoutCents: 8501,
        rating: 5,
      });
      expect(page.items[0]).toMatchObject({ providerName: null, finalPriceCents: 7533, commissionCents: 1130, payoutCents: 6403 });
    });

    it.each([
      ['completedAt', 'asc', () => [dstEnd, lateSunday, monday, undated, today]],
      ['finalPrice', 'desc', () => [monday, dstEnd, undated, lateSunday, today]],
      ['finalPrice', 'asc', () => [today, lateSunday, undated, dstEnd, monday]],
      ['rating', 'desc', () => [...[dstEnd, undated].sort((a, b) => byId(b.id, a.id)), lateSunday, today, monday]],
      ['rating', 'asc', () => [today, lateSunday, ...[dstEnd, undated].sort((a, b) => byId(a.id, b.id)), monday]],
    ])('sorts by %s %s (ties by id, unrated last)', async (sort, order, expected) => {
      const response = await adminGet(`/api/admin/completed?period=month&sort=${sort}&order=${order}`).expect(200);
      expect(response.body.items.map((row: CompletedJobRow) => row.id)).toEqual(expected().map((job) => job.id));
    });

    it.each([
      ['completedAt', 'desc'],
      ['finalPrice', 'asc'],
      ['rating', 'desc'],
    ])('pages by %s %s without repeating or skipping a job, ties included', async (sort, order) => {
      // Three jobs completed at the same instant for the same price, one more unrated.
      for (let index = 0; index < 3; index += 1) {
        await aCompletedJob(t, { completedAt: '2026-11-03T16:00:00Z', finalPriceCents: 9999, rating: 4, provider: sam });
      }
      await aCompletedJob(t, { completedAt: '2026-11-03T16:00:00Z', finalPriceCents: 9999, rating: null, provider: sam });
      const whole = await adminGet(`/api/admin/completed?period=month&sort=${sort}&order=${order}&pageSize=100`).expect(200);
      expect(whole.body.total).toBe(9);

      const pages: CompletedPage[] = [];
      for (let page = 1; page <= 5; page += 1) {
        const response = await adminGet(`/api/admin/completed?period=month&sort=${sort}&order=${order}&page=${page}&pageSize=2`);
        pages.push(response.body);
      }

      expect(pages.map((page) => page.items.length)).toEqual([2, 2, 2, 2, 1]);
      expect(pages.every((page) => page.total === 9 && page.pageSize === 2)).toBe(true);
      const paged = pages.flatMap((page) => page.items.map((row) => row.id));
      expect(new Set(paged).size).toBe(9);
      expect(paged).toEqual(whole.body.items.map((row: CompletedJobRow) => row.id));
    });

    it('answers an empty page past the end, with the total', async () => {
      const response = await adminGet('/api/admin/completed?period=week&page=2&pageSize=3').expect(200);
      expect(response.body).toEqual<CompletedPage>({ items: [], total: 3, page: 2, pageSize: 3 });
    });
  });

  describe('CSV export', () => {
    it("holds exactly the list's rows of the period, in its default order, as text a spreadsheet will not run", async () => {
      const trap = await aProvider(t.em(), { name: '=HYPERLINK("http://evil.example","x")' });
      const odd = await aCompletedJob(t, {
        completedAt: '2026-11-03T12:00:00Z',
        finalPriceCents: 10000,
        rating: null,
        provider: trap,
        extra: { customerTrackingId: '-EVIL0001', serviceType: '@SUM(1)', vehicleMake: 'Ford, "Big"', vehicleModel: 'F-150\nLariat' },
      });

      const list = await adminGet('/api/admin/completed?period=month&pageSize=100').expect(200);
      const response = await adminGet('/api/admin/completed/export.csv?period=month').expect(200);

      expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
      expect(response.headers['content-disposition']).toBe('attachment; filename="completed-jobs-2026-11-01-to-2026-11-04.csv"');
      const listed = list.body.items.map((row: CompletedJobRow) => row.id);
      expect(listed).toEqual([today, undated, odd, monday, lateSunday, dstEnd].map((job) => job.id));
      expect(response.text).toBe(
        [
          'Date,Tracking ID,Customer,Provider,Service,Vehicle,Final Price,Commission,Provider Payout,Rating,Type,Cancellation,Deposit,Trip Fee,Balance Paid,Tip',
          `2026-11-04,${today.customerTrackingId},${national(today.phone)},,Towing,2018 Ford F-150,75.33,11.30,64.03,3,Completed,,,,On site,`,
          `2026-11-03,${undated.customerTrackingId},${national(undated.phone)},Dana Cole,Towing,2018 Ford F-150,100.01,15.00,85.01,5,Completed,,,,On site,`,
          `2026-11-03,'-EVIL0001,${national(odd.phone)},"'=HYPERLINK(""http://evil.example"",""x"")",'@SUM(1),"2018 Ford, ""Big"" F-150\nLariat",100.00,15.00,85.00,,Completed,,,,On site,`,
          `2026-11-02,${monday.customerTrackingId},${national(monday.phone)},Sam Rivera,Heavy Duty Towing,Peterbilt 579,200.00,30.00,170.00,,Completed,,,,On site,`,
          `2026-11-01,${lateSunday.customerTrackingId},${national(lateSunday.phone)},Dana Cole,Towing,2018 Ford F-150,99.99,15.00,84.99,4,Completed,,,,On site,`,
          `2026-11-01,${dstEnd.customerTrackingId},${national(dstEnd.phone)},Sam Rivera,Towing,2018 Ford F-150,125.50,18.83,106.67,5,Completed,,,,On site,`,
          '',
        ].join('\r\n'),
      );
    });

    it('names the file after a custom range and holds only its jobs', async () => {
      const response = await adminGet('/api/admin/completed/export.csv?period=custom&from=2026-10-01&to=2026-10-31').expect(200);
      expect(response.headers['content-disposition']).toBe('attachment; filename="completed-jobs-2026-10-01-to-2026-10-31.csv"');
      expect(response.text.split('\r\n')).toEqual([
        'Date,Tracking ID,Customer,Provider,Service,Vehicle,Final Price,Commission,Provider Payout,Rating,Type,Cancellation,Deposit,Trip Fee,Balance Paid,Tip',
        `2026-10-31,${october.customerTrackingId},${national(october.phone)},Sam Rivera,Towing,2018 Ford F-150,150.00,22.50,127.50,1,Completed,,,,On site,`,
        '',
      ]);
    });
  });

  describe('validation', () => {
    const MISSING_DATES = 'Please choose both a start date and an end date.';
    const REVERSED = 'Please choose a start date on or before the end date.';

    it.each([
      ['/api/admin/completed/stats', 'invalid_period', 'Please choose This Week, This Month or Custom Range.'],
      ['/api/admin/completed/stats?period=year', 'invalid_period', 'Please choose This Week, This Month or Custom Range.'],
      ['/api/admin/completed/stats?period=custom', 'missing_date_range', MISSING_DATES],
      ['/api/admin/completed/stats?period=custom&from=2026-11-01', 'missing_date_range', MISSING_DATES],
      ['/api/admin/completed/stats?period=custom&from=2026-11-05&to=2026-11-01', 'reversed_date_range', REVERSED],
      [
        '/api/admin/completed/stats?period=custom&from=2026-02-29&to=2026-03-01',
        'invalid_date',
        'Please choose real calendar dates, written YYYY-MM-DD.',
      ],
      [
        '/api/admin/completed/stats?period=custom&from=11/01/2026&to=2026-11-04',
        'invalid_date',
        'Please choose real calendar dates, written YYYY-MM-DD.',
      ],
      [
        '/api/admin/completed/stats?period=custom&from=2025-01-01&to=2026-01-02',
        'date_range_too_long',
        'Please choose a range of at most 366 days.',
      ],
      ['/api/admin/completed?period=week&page=0', 'invalid_page', 'Please choose a page from 1 to 10000.'],
      ['/api/admin/completed?period=week&page=1.5', 'invalid_page', 'Please choose a page from 1 to 10000.'],
      ['/api/admin/completed?period=week&page=10001', 'invalid_page', 'Please choose a page from 1 to 10000.'],
      ['/api/admin/completed?period=week&pageSize=0', 'invalid_page_size', 'Please choose a page size from 1 to 100.'],
      ['/api/admin/completed?period=week&pageSize=101', 'invalid_page_size', 'Please choose a page size from 1 to 100.'],
      ['/api/admin/completed?period=week&pageSize=ten', 'invalid_page_size', 'Please choose a page size from 1 to 100.'],
      ['/api/admin/completed?period=week&sort=price', 'invalid_sort', 'Please sort by completedAt, finalPrice or rating.'],
      ['/api/admin/completed?period=week&order=up', 'invalid_sort_order', 'Please choose the order asc or desc.'],
      ['/api/admin/completed?period=custom&from=2026-11-05&to=2026-11-01', 'reversed_date_range', REVERSED],
      ['/api/admin/completed/export.csv?period=custom&to=2026-11-01', 'missing_date_range', MISSING_DATES],
    ])('refuses %s with %s', async (path, code, message) => {
      const response = await adminGet(path).expect(400);
      expect(response.body).toMatchObject({ statusCode: 400, code, message });
    });

    it('refuses a parameter it does not know', async () => {
      const response = await adminGet('/api/admin/completed/stats?period=week&page=1').expect(400);
      expect(response.body.message).toEqual(['property page should not exist']);
    });

    it('answers 401 without a session, before looking at the query', async () => {
      const paths = [
        '/api/admin/completed/stats?period=week',
        '/api/admin/completed?period=week',
        '/api/admin/completed/export.csv?period=week',
        '/api/admin/completed/stats?period=year',
      ];
      for (const path of paths) {
        const response = await t.http().get(path);
        expect({ path, status: response.status }).toEqual({ path, status: 401 });
      }
    });
  });
});

// Friday 20 March 2026 in Chicago, so jobs around the start of daylight time (Sunday 8 March) are recent.
describe('Completed jobs (March 2026, around the start of daylight time)', () => {
  const t = useTestApp({ clock: new ManualClock(new Date('2026-03-20T17:00:00Z')) });
  const adminGet = signedIn(t);

  it('counts each job on its Chicago day across the 23-hour day', async () => {
    await aCompletedJob(t, { completedAt: '2026-03-08T04:59:00Z', finalPriceCents: 5000, rating: 4 }); // 22:59 CST on the 7th
    await aCompletedJob(t, { completedAt: '2026-03-08T07:30:00Z', finalPriceCents: 8050, rating: 5 }); // 01:30 CST on the 8th
    await aCompletedJob(t, { completedAt: '2026-03-09T04:30:00Z', finalPriceCents: 6000, rating: null }); // 23:30 CDT on the 8th
    await aCompletedJob(t, { completedAt: '2026-03-09T05:30:00Z', finalPriceCents: 3333, rating: 2 }); // 00:30 CDT on the 9th

    const range = await adminGet('/api/admin/completed/stats?period=custom&from=2026-03-07&to=2026-03-09').expect(200);
    expect(range.body).toEqual<CompletedStatsView>({
      from: '2026-03-07',
      to: '2026-03-09',
      totalJobs: 4,
      revenueCents: 22383,
      // 750 + 1208 (1207.5 rounds up) + 900 + 500 (499.95)
      commissionCents: 3358,
      payoutCents: 19025,
      averageRating: 3.67,
      promisedArrivals: 0,
      onTimeArrivals: 0,
      days: [
        { date: '2026-03-07', jobs: 1, commissionCents: 750 },
        { date: '2026-03-08', jobs: 2, commissionCents: 2108 },
        { date: '2026-03-09', jobs: 1, commissionCents: 500 },
      ],
      cardBalancesCents: 0,
        tipsCents: 0,
        tripFeesCents: 0,
      tripFees: [],
    });

    const month = await adminGet('/api/admin/completed/stats?period=month').expect(200);
    expect(month.body).toMatchObject({ from: '2026-03-01', to: '2026-03-20', totalJobs: 4, revenueCents: 22383 });
    expect(month.body.days).toHaveLength(20);
    const week = await adminGet('/api/admin/completed/stats?period=week').expect(200);
    expect(week.body).toMatchObject({ from: '2026-03-16', to: '2026-03-20', totalJobs: 0, revenueCents: 0 });
  });
});
