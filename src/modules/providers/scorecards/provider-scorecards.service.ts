import { EntityManager } from '@mikro-orm/postgresql';
import { Inject, Injectable } from '@nestjs/common';
import { CLOCK, Clock } from '../../../common/clock/clock';
import type { ProviderScorecard } from '../../../contracts/offer-views';
import { RequestRepository, type ProviderJobTotals } from '../../request-core';
import { shareOf } from '../../../domain/shares';

/** A provider's numbers with the day's load, as the roster, the candidates and the provider page show them. */
export interface ProviderStanding {
  scorecard: ProviderScorecard;
  /** Jobs assigned since midnight in Dallas. */
  jobsToday: number;
  /** Jobs ever assigned, finished or not. */
  jobCount: number;
}

/** The provider agreement's termination threshold: rated below 2.5 out of 5 after 10 or more jobs. */
export const REVIEW_RATING_BELOW = 2.5;
export const REVIEW_AFTER_RATED_JOBS = 10;

export function emptyStanding(): ProviderStanding {
  return toStanding(undefined, undefined, undefined);
}

/**
 * The offers half of a whole roster's scorecards, in one statement. Binds: now, ids. An offer still
 * open past its window counts as expired, as every reader of offers sees it.
 */
const OFFER_STATS_SQL = `
  select provider_id,
         count(*)::int as offers,
         count(*) filter (where status = 'accepted')::int as accepted,
         count(*) filter (where status in ('accepted', 'declined', 'expired') or (status = 'open' and expires_at <= ?))::int as decided,
         percentile_cont(0.5) within group (order by extract(epoch from answered_at - sent_at)::float8)
           filter (where status in ('accepted', 'declined')) as median_response
    from offers
   where provider_id in (?)
   group by provider_id`;

/** Jobs each provider accepted and then gave back before arriving. Binds: ids. */
const DROPS_SQL = `select provider_id, count(*)::int as drops from provider_drops where provider_id in (?) group by provider_id`;

interface OfferStatsRow {
  provider_id: string;
  offers: number;
  accepted: number;
  decided: number;
  median_response: number | null;
}

/** Each provider's scorecard: their offers from dispatch's own table, their jobs from request-core's repository. */
@Injectable()
export class ProviderScorecardsService {
  constructor(
    private readonly em: EntityManager,
    private readonly requests: RequestRepository,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  /** Providers without offers or jobs are absent: callers use `emptyStanding`. */
  async forProviders(providerIds: readonly string[]): Promise<Map<string, ProviderStanding>> {
    if (providerIds.length === 0) return new Map();
    const now = this.clock.now();
    const [offerRows, jobs, dropRows] = await Promise.all([
      this.em.fork().execute(OFFER_STATS_SQL, [now, [...providerIds]]) as Promise<OfferStatsRow[]>,
      this.requests.jobTotalsOf(providerIds, now),
      this.em.fork().execute(DROPS_SQL, [[...providerIds]]) as Promise<Array<{ provider_id: string; drops: number }>>,
    ]);
    const offers = new Map(offerRows.map((row) => [row.provider_id, row]));
    const drops = new Map(dropRows.map((row) => [row.provider_id, row.drops]));
    const standings = new Map<string, ProviderStanding>();
    for (const id of new Set([...offers.keys(), ...jobs.keys(), ...drops.keys()])) standings.set(id, toStanding(offers.get(id), jobs.get(id), drops.get(id)));
    return standings;
  }
}

function toStanding(offers: OfferStatsRow | undefined, jobs: ProviderJobTotals | undefined, drops: number | undefined): ProviderStanding {
  const rating = jobs?.averageRating ?? null;
  return {
    scorecard: {
      offersReceived: offers?.offers ?? 0,
      acceptanceRate: shareOf(offers?.accepted ?? 0, offers?.decided ?? 0),
      medianResponseSeconds: offers?.median_response == null ? null : Math.round(offers.median_response),
      completedJobs: jobs?.completed ?? 0,
      droppedJobs: drops ?? 0,
      onTimeRate: shareOf(jobs?.onTimeArrivals ?? 0, jobs?.promisedArrivals ?? 0),
      averageRating: rating === null ? null : Math.round(rating * 10) / 10,
      // The unrounded average: 2.46 reads as 2.5 but is below the threshold.
      underReview: rating !== null && rating < REVIEW_RATING_BELOW && (jobs?.rated ?? 0) >= REVIEW_AFTER_RATED_JOBS,
    },
    jobsToday: jobs?.assignedToday ?? 0,
    jobCount: jobs?.jobs ?? 0,
  };
}
