import type { Provider } from '../../src/modules/providers/entities/provider.entity';
import { ActivityLogEntry } from '../../src/modules/request-core/entities/activity-log-entry.entity';
import { CustomerRequest } from '../../src/modules/request-core/entities/customer-request.entity';
import { aPaidRequest, aProvider } from '../support/factories';
import { ManualClock } from '../support/manual-clock';
import { useTestApp } from '../support/use-test-app';

const START = new Date('2026-11-23T12:00:00Z');
const MISSING_RATING = {
  statusCode: 400,
  code: 'missing_rating',
  title: 'Missing Rating',
  message: 'Please select a rating before submitting.',
};
const ALREADY_RATED = 'This service has already been rated.';

describe('Rating a completed service: POST /api/track/:trackingId/rating', () => {
  const t = useTestApp({ clock: new ManualClock(START) });
  const rate = (trackingId: string, body: unknown) => t.http().post(`/api/track/${trackingId}/rating`).send(body as object);
  const reload = (id: string) => t.em().findOneOrFail(CustomerRequest, id);
  const customerLog = (id: string) =>
    t.em().find(ActivityLogEntry, { request: id, userType: 'customer' }, { orderBy: { createdAt: 'asc' } });
  const roster = async () => (await t.http().get('/api/admin/providers').set('Cookie', await t.adminCookie()).expect(200)).body as Array<{
    id: string;
    averageRating: number | null;
    completedCount: number;
  }>;

  /** A job its provider completed a minute ago: its tracking link is still open for the rating. */
  async function aCompletedJob(provider?: Provider) {
    const assignee = provider ?? (await aProvider(t.em(), { name: 'Rosa Diaz' }));
    const request = await aPaidRequest(t.em(), {
      status: 'completed',
      provider: assignee,
      providerJobId: `JOB${Math.random().toString(36).slice(2, 8).toUpperCase()}`,
      serviceCompletedAt: new Date(START.getTime() - 60_000),
    });
    return { request, trackingId: request.customerTrackingId!, provider: assignee };
  }

  it('takes 4 stars and a review: 200 with the customer view, a log entry by the customer, and the provider’s average', async () => {
    const { request, trackingId, provider } = await aCompletedJob();

    const response = await rate(trackingId, { rating: 4, review: 'Quick and friendly.' });

    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ id: request.id, status: 'completed', customerRating: 4, customerReview: 'Quick and friendly.' });
    expect(response.body).not.toHaveProperty('providerJobId');
    const page = await t.http().get(`/api/track/${trackingId}`);
    expect([page.status, page.body.customerRating, page.body.customerReview]).toEqual([200, 4, 'Quick and friendly.']);
    const saved = await reload(request.id);
    expect([saved.status, saved.customerRating, saved.customerReview]).toEqual(['completed', 4, 'Quick and friendly.']);
    expect((await customerLog(request.id)).map((entry) => [entry.action, entry.userType, entry.createdAt])).toEqual([
      ['Rated the service 4 stars', 'customer', START],
    ]);
    const listed = (await roster()).find((entry) => entry.id === provider.id);
    expect(listed?.averageRating).toBe(4);
  });

  it("averages the provider's ratings on the roster, leaving unrated jobs out; a single star is logged as '1 star'", async () => {
    const provider = await aProvider(t.em(), { name: 'Lee Park' });
    const first = await aCompletedJob(provider);
    const second = await aCompletedJob(provider);
    await aCompletedJob(provider);

    expect((await rate(first.trackingId, { rating: 5 })).status).toBe(200);
    const single = await rate(second.trackingId, { rating: 1 });
    expect([single.status, single.body.customerRating, single.body.customerReview]).toEqual([200, 1, null]);

    expect((await customerLog(second.request.id)).map((entry) => entry.action)).toEqual(['Rated the service 1 star']);
    const listed = (await roster()).find((entry) => entry.id === provider.id);
    expect([listed?.averageRating, listed?.completedCount]).toEqual([3, 3]);
  });

  it.each([
    ['0', { rating: 0 }],
    ['6', { rating: 6 }],
    ['3.5', { rating: 3.5 }],
    ["the string '5'", { rating: '5' }],
    ['null', { rating: null }],
    ['no rating at all', { review: 'Great!' }],
  ])('refuses a rating of %s with 400 Missing Rating and records nothing', async (_name, body) => {
    const { request, trackingId } = await aCompletedJob();

    const response = await rate(trackingId, body);

    expect(response.status).toBe(400);
    expect(response.body).toMatchObject(MISSING_RATING);
    const saved = await reload(request.id);
    expect([saved.customerRating, saved.customerReview]).toEqual([null, null]);
    expect(await customerLog(request.id)).toEqual([]);
  });

  it('refuses a second rating with 409 and keeps the first', async () => {
    const { request, trackingId } = await aCompletedJob();
    expect((await rate(trackingId, { rating: 4, review: 'Quick and friendly.' })).status).toBe(200);

    t.clock.advance(30_000);
    const again = await rate(trackingId, { rating: 1, review: 'Changed my mind.' });

    expect([again.status, again.body.code, again.body.message]).toEqual([409, 'already_rated', ALREADY_RATED]);
    const saved = await reload(request.id);
    expect([saved.customerRating, saved.customerReview]).toEqual([4, 'Quick and friendly.']);
    expect((await customerLog(request.id)).map((entry) => entry.action)).toEqual(['Rated the service 4 stars']);
  });

  it('of 10 simultaneous ratings, exactly one is taken and the other nine are refused with 409', async () => {
    const { request, trackingId } = await aCompletedJob();
    const ratings = Array.from({ length: 10 }, (_, i) => (i % 5) + 1);

    const responses = await Promise.all(ratings.map((rating) => rate(trackingId, { rating, review: `Rated ${rating}` })));

    const statuses = responses.map((response) => response.status);
    expect(statuses.filter((status) => status >= 500)).toEqual([]);
    expect([statuses.filter((status) => status === 200).length, statuses.filter((status) => status === 409).length]).toEqual([1, 9]);
    for (const refused of responses.filter((response) => response.status === 409)) expect(refused.body.message).toBe(ALREADY_RATED);
    const winner = ratings[statuses.indexOf(200)];
    const saved = await reload(request.id);
    expect([saved.customerRating, saved.customerReview]).toEqual([winner, `Rated ${winner}`]);
    expect((await customerLog(request.id)).map((entry) => entry.action)).toEqual([
      `Rated the service ${winner} ${winner === 1 ? 'star' : 'stars'}`,
    ]);
  });

  it('refuses to rate a service that is not completed yet with 409, changing nothing', async () => {
    const request = await aPaidRequest(t.em(), { status: 'en_route', provider: await aProvider(t.em()), providerJobId: 'JOBENROUTE1' });

    const response = await rate(request.customerTrackingId!, { rating: 5 });

    expect([response.status, response.body.code, response.body.message]).toEqual([
      409,
      'illegal_transition',
      "This request is En Route; the service can't be rated yet.",
    ]);
    const saved = await reload(request.id);
    expect([saved.status, saved.customerRating]).toEqual(['en_route', null]);
    expect(await customerLog(request.id)).toEqual([]);
  });

  it('refuses a rating once the tracking link has expired, 5 minutes after completion', async () => {
    const { request, trackingId } = await aCompletedJob();

    t.clock.advance(4 * 60_000);
    const late = await rate(trackingId, { rating: 5 });

    expect([late.status, late.body.code]).toEqual([410, 'tracking_expired']);
    expect((await reload(request.id)).customerRating).toBeNull();
    expect(await customerLog(request.id)).toEqual([]);
  });

  it('answers an unknown tracking code with 404', async () => {
    const response = await rate('zzzzzzzz', { rating: 5 });
    expect([response.status, response.body.code, response.body.message]).toEqual([
      404,
      'tracking_not_found',
      'This tracking ID does not exist or has expired.',
    ]);
  });
});
