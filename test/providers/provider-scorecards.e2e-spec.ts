import { randomBytes } from 'node:crypto';
import type { ProviderView } from '../../src/contracts/provider-views';
import type { OfferStatus } from '../../src/domain/offer-window';
import { Offer } from '../../src/modules/dispatch/entities/offer.entity';
import type { Provider } from '../../src/modules/providers/entities/provider.entity';
import { ProviderScorecardsService } from '../../src/modules/providers/scorecards/provider-scorecards.service';
import { ActivityLogEntry } from '../../src/modules/request-core/entities/activity-log-entry.entity';
import { CustomerRequest } from '../../src/modules/request-core/entities/customer-request.entity';
import { aPaidRequest, aProvider } from '../support/factories';
import { ManualClock } from '../support/manual-clock';
import { providerStep } from '../support/provider-steps';
import { useTestApp } from '../support/use-test-app';

const START = new Date('2026-11-23T12:00:00Z');
const MINUTE = 60_000;
const at = (iso: string) => new Date(iso);

describe("A provider's scorecard on the roster and in the day's load", () => {
  const t = useTestApp({ clock: new ManualClock(START) });

  const scorecardOf = async (provider: Provider) => {
    const roster: ProviderView[] = (await t.http().get('/api/admin/providers').set('Cookie', await t.adminCookie()).expect(200)).body;
    const listed = roster.find((entry) => entry.id === provider.id);
    if (!listed) throw new Error(`${provider.name} is not on the roster`);
    return listed.scorecard;
  };
  const jobsToday = async (provider: Provider) =>
    (await t.app.get(ProviderScorecardsService).forProviders([provider.id])).get(provider.id)?.jobsToday ?? 0;

  /** An offer of a request of its own, as the offer flow leaves it. */
  async function anOffer(
    provider: Provider,
    fields: { status: OfferStatus; sentAt: Date; answeredAt?: Date; etaMinutes?: number; request?: CustomerRequest; windowSeconds?: number },
  ): Promise<Offer> {
    const em = t.em();
    const request = fields.request ?? (await aPaidRequest(t.em()));
    const offer = em.create(Offer, {
      request: request.id,
      provider: provider.id,
      code: randomBytes(16).toString('base64url'),
      jobNumber: String(1000 + Math.floor(Math.random() * 9000)),
      source: 'top',
      sentAt: fields.sentAt,
      expiresAt: new Date(fields.sentAt.getTime() + (fields.windowSeconds ?? 180) * 1000),
      distanceMiles: 2.5,
      status: fields.status,
      answeredAt: fields.answeredAt ?? null,
      etaMinutes: fields.etaMinutes ?? null,
    });
    await em.flush();
    return offer;
  }

  /** A paid request given to the provider through the dispatcher's endpoint, at the clock's time; its job code. */
  async function assign(provider: Provider, request?: CustomerRequest): Promise<{ request: CustomerRequest; jobId: string }> {
    const paid = request ?? (await aPaidRequest(t.em()));
    const response = await t.http().post(`/api/admin/requests/${paid.id}/provider`).set('Cookie', await t.adminCookie()).send({ providerId: provider.id });
    expect(response.status).toBe(200);
    return { request: paid, jobId: response.body.providerJobId };
  }

  const step = async (jobId: string, action: string) => {
    const response = await providerStep(t, jobId, action);
    expect([action, response.status]).toEqual([action, 200]);
  };

  const aRatedJob = (provider: Provider, customerRating: number | null) =>
    aPaidRequest(t.em(), { status: 'completed', provider, serviceCompletedAt: new Date(START.getTime() - MINUTE), customerRating });

  it('is empty for a provider with no offers and no jobs', async () => {
    const newcomer = await aProvider(t.em(), { name: 'New Tow' });

    expect(await scorecardOf(newcomer)).toEqual({
      offersReceived: 0,
      acceptanceRate: null,
      medianResponseSeconds: null,
      completedJobs: 0,
      droppedJobs: 0,
      onTimeRate: null,
      averageRating: null,
      underReview: false,
    });
    expect(await jobsToday(newcomer)).toBe(0);
  });

  it('counts accepted of accepted, declined and expired offers, an open one past its window as expired, and the median answer time', async () => {
    const provider = await aProvider(t.em(), { name: 'Rosa Diaz' });
    const other = await aProvider(t.em(), { name: 'Other Tow' });
    const sent = new Date(START.getTime() - 30 * MINUTE);
    const after = (seconds: number) => new Date(sent.getTime() + seconds * 1000);
    await anOffer(provider, { status: 'accepted', sentAt: sent, answeredAt: after(30), etaMinutes: 20 });
    await anOffer(provider, { status: 'declined', sentAt: sent, answeredAt: after(90) });
    await anOffer(provider, { status: 'declined', sentAt: sent, answeredAt: after(60) });
    await anOffer(provider, { status: 'expired', sentAt: sent });
    // Its window closed 27 minutes ago, though its expiry job has not run.
    await anOffer(provider, { status: 'open', sentAt: sent });
    // Still answerable, and lost to a rival: neither counts either way.
    await anOffer(provider, { status: 'open', sentAt: new Date(START.getTime() - MINUTE) });
    await anOffer(provider, { status: 'withdrawn', sentAt: sent });
    await anOffer(other, { status: 'declined', sentAt: sent, answeredAt: after(5) });

    expect(await scorecardOf(provider)).toMatchObject({ offersReceived: 7, acceptanceRate: 0.2, medianResponseSeconds: 60 });
    expect(await scorecardOf(other)).toMatchObject({ offersReceived: 1, acceptanceRate: 0, medianResponseSeconds: 5 });
  });

  it('takes the middle of an even count of answers, and has no median while offers are only unanswered', async () => {
    const answering = await aProvider(t.em(), { name: 'Quick Tow' });
    const silent = await aProvider(t.em(), { name: 'Silent Tow' });
    const sent = new Date(START.getTime() - 30 * MINUTE);
    await anOffer(answering, { status: 'accepted', sentAt: sent, answeredAt: new Date(sent.getTime() + 20_000), etaMinutes: 15 });
    await anOffer(answering, { status: 'declined', sentAt: sent, answeredAt: new Date(sent.getTime() + 41_000) });
    await anOffer(silent, { status: 'expired', sentAt: sent });

    expect(await scorecardOf(answering)).toMatchObject({ acceptanceRate: 0.5, medianResponseSeconds: 31 });
    expect(await scorecardOf(silent)).toMatchObject({ offersReceived: 1, acceptanceRate: 0, medianResponseSeconds: null });
  });

  it('counts an arrival on time up to 5 minutes past the promise the job recorded', async () => {
    const clock = t.clock!;
    const provider = await aProvider(t.em(), { name: 'Rosa Diaz' });
    const promise = (request: CustomerRequest, minutes: number) =>
      t.em().nativeUpdate(CustomerRequest, { id: request.id }, { promisedArrivalAt: new Date(clock.now().getTime() + minutes * MINUTE) });
    const trip = async (jobId: string, minutes: number) => {
      await step(jobId, 'start_job');
      clock.advance(minutes * MINUTE);
      for (const action of ['mark_arrived', 'start_service', 'complete_job']) await step(jobId, action);
    };

    // Promised in 20 minutes, arrives in 25: the last minute that counts.
    const kept = await assign(provider);
    await promise(kept.request, 20);
    await trip(kept.jobId, 25);

    // Promised in 10, arrives in 16: late.
    const broken = await assign(provider);
    await promise(broken.request, 10);
    await trip(broken.jobId, 16);

    // No promise, and a promise not yet kept: neither is counted.
    const unpromised = await assign(provider);
    await trip(unpromised.jobId, 30);
    const underway = await assign(provider);
    await promise(underway.request, 5);
    await step(underway.jobId, 'start_job');

    expect(await scorecardOf(provider)).toMatchObject({ onTimeRate: 0.5, completedJobs: 3 });
  });

  it('puts a provider under review at the 10th rated job averaging below 2.5, not before and not at 2.5', async () => {
    const slipping = await aProvider(t.em(), { name: 'Slipping Tow' });
    const borderline = await aProvider(t.em(), { name: 'Borderline Tow' });
    for (const rating of [2, 2, 2, 2, 2, 3, 3, 3, 3]) await aRatedJob(slipping, rating);
    // Unrated jobs do not count toward the ten.
    for (let i = 0; i < 3; i++) await aRatedJob(slipping, null);
    for (const rating of [2, 3, 2, 3, 2, 3, 2, 3, 2, 3]) await aRatedJob(borderline, rating);

    expect(await scorecardOf(slipping)).toMatchObject({ averageRating: 2.4, completedJobs: 12, underReview: false });
    expect(await scorecardOf(borderline)).toMatchObject({ averageRating: 2.5, underReview: false });

    await aRatedJob(slipping, 2);
    expect(await scorecardOf(slipping)).toMatchObject({ averageRating: 2.4, completedJobs: 13, underReview: true });
  });

  it('judges the threshold on the exact average, not the one shown', async () => {
    const provider = await aProvider(t.em(), { name: 'Nearly Tow' });
    // 2.45 on average: shown as 2.5 (rounded half up), yet below it.
    for (const rating of [1, 2, 2, 2, 3, 3, 3, 3, 3, 3, 1, 3, 3, 3, 2, 2, 3, 3, 2, 2]) await aRatedJob(provider, rating);

    expect(await scorecardOf(provider)).toMatchObject({ averageRating: 2.5, underReview: true });
  });

  it("counts today's jobs from midnight in Dallas, not in UTC, by the app's clock", async () => {
    const clock = t.clock!;
    const provider = await aProvider(t.em(), { name: 'Rosa Diaz' });

    // 6:30 pm on Nov 22 in Dallas, already Nov 23 in UTC.
    clock.set(at('2026-11-23T00:30:00Z'));
    await assign(provider);
    // 11:30 pm in Dallas.
    clock.set(at('2026-11-23T05:30:00Z'));
    await assign(provider);
    clock.set(at('2026-11-23T05:59:00Z'));
    expect(await jobsToday(provider)).toBe(2);

    // Midnight in Dallas (CST, UTC-6) has passed: a new day with nothing yet.
    clock.set(at('2026-11-23T06:00:00Z'));
    expect(await jobsToday(provider)).toBe(0);

    clock.set(at('2026-11-23T06:10:00Z'));
    await assign(provider);
    // A job taken through an offer counts from its acceptance, once the provider is free to take one.
    await t.em().nativeUpdate(CustomerRequest, { provider: provider.id }, { status: 'completed' });
    const offer = await anOffer(provider, { status: 'open', sentAt: at('2026-11-23T06:19:00Z') });
    clock.set(at('2026-11-23T06:20:00Z'));
    await t.http().post(`/api/offers/${offer.code}/accept`).send({ etaMinutes: 15 }).expect(200);
    clock.set(at('2026-11-23T12:00:00Z'));
    expect(await jobsToday(provider)).toBe(2);
    expect((await scorecardOf(provider)).offersReceived).toBe(1);
  });

  it("counts today's jobs from the request's own assignment time, whatever its activity log says", async () => {
    const provider = await aProvider(t.em(), { name: 'Rosa Diaz' });
    const { request } = await assign(provider);
    await t.em().nativeUpdate(ActivityLogEntry, { request: request.id }, { action: 'Gave the job to Rosa Diaz' });

    expect(await jobsToday(provider)).toBe(1);
  });

  it('counts a job reassigned today for the provider who has it now', async () => {
    const first = await aProvider(t.em(), { name: 'First Tow' });
    const second = await aProvider(t.em(), { name: 'Second Tow' });
    const { request } = await assign(first);
    t.clock!.advance(MINUTE);
    await t.http().post(`/api/admin/requests/${request.id}/provider/reassign`).set('Cookie', await t.adminCookie()).send({ providerId: second.id }).expect(200);

    expect([await jobsToday(first), await jobsToday(second)]).toEqual([0, 1]);
  });
});
