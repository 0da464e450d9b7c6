import { ON_TIME_GRACE_MINUTES } from '../../domain/arrival-promise';
import { EntityManager } from '@mikro-orm/postgresql';
import { Inject, Injectable } from '@nestjs/common';
import { CLOCK, Clock } from '../../common/clock/clock';
import type { ProviderScorecard } from '../../contracts/offer-views';
import { BUSINESS_TIME_ZONE } from '../../domain/business-time';

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
/** An arrival within the promise plus this grace counts as on time. */
const ON_TIME_GRACE = `interval '${ON_TIME_GRACE_MINUTES} minutes'`;

export function emptyStanding(): ProviderStanding {
  return {
    scorecard: {
      offersReceived: 0,
      acceptanceRate: null,
      medianResponseSeconds: null,
      completedJobs: 0,
      onTimeRate: null,
      averageRating: null,
      underReview: false,
    },
    jobsToday: 0,
    jobCount: 0,
  };
}

/**
 * One statement for a whole roster, so it names request-core's tables rather than go through the
 * repository. Binds: now, ids; ids; now (the Dallas midnight). The request row records its promise and
 * arrival but not when a dispatcher assigned it, which comes from the activity log entry the assignment
 * writes in the same transaction; an offer's acceptance carries its own time. An offer still open past its window counts as expired, as every reader of
 * offers sees it.
 */
const STANDINGS_SQL = `
  with offer_stats as (
    select provider_id,
           count(*)::int as offers,
           count(*) filter (where status = 'accepted')::int as accepted,
           count(*) filter (where status in ('accepted', 'declined', 'expired') or (status = 'open' and expires_at <= ?))::int as decided,
           percentile_cont(0.5) within group (order by extract(epoch from answered_at - sent_at)::float8)
             filter (where status in ('accepted', 'declined')) as median_response
      from offers
     where provider_id in (?)
     group by provider_id
  ),
  jobs as (
    select r.id, r.provider_id, r.status, r.customer_rating, taken.answered_at as offer_taken_at,
           r.promised_arrival_at as promised_by, r.arrived_at
      from customer_requests r
      left join offers taken on taken.request_id = r.id and taken.provider_id = r.provider_id and taken.status = 'accepted'
     where r.provider_id in (?)
  ),
  logged as (
    select l.request_id, max(l.created_at) as assigned_at
      from request_activity_log l
      join jobs on jobs.id = l.request_id
     where l.user_type = 'admin' and (l.action like 'Assigned provider %' or l.action like 'Reassigned the job to provider %')
     group by l.request_id
  ),
  job_stats as (
    select jobs.provider_id,
           count(*)::int as jobs,
           count(*) filter (where jobs.status = 'completed')::int as completed,
           avg(jobs.customer_rating)::float8 as rating,
           count(jobs.customer_rating)::int as rated,
           count(jobs.arrived_at) filter (where jobs.promised_by is not null)::int as promised_arrivals,
           count(*) filter (where jobs.arrived_at <= jobs.promised_by + ${ON_TIME_GRACE})::int as on_time,
           count(*) filter (
             where greatest(jobs.offer_taken_at, logged.assigned_at)
                   >= date_trunc('day', ?::timestamptz at time zone '${BUSINESS_TIME_ZONE}') at time zone '${BUSINESS_TIME_ZONE}'
           )::int as today
      from jobs
      left join logged on logged.request_id = jobs.id
     group by jobs.provider_id
  )
  select coalesce(o.provider_id, j.provider_id) as provider_id,
         coalesce(o.offers, 0) as offers, coalesce(o.accepted, 0) as accepted, coalesce(o.decided, 0) as decided, o.median_response,
         coalesce(j.jobs, 0) as jobs, coalesce(j.completed, 0) as completed, j.rating, coalesce(j.rated, 0) as rated,
         coalesce(j.promised_arrivals, 0) as promised_arrivals, coalesce(j.on_time, 0) as on_time, coalesce(j.today, 0) as today
    from offer_stats o
    full join job_stats j on j.provider_id = o.provider_id`;

interface StandingRow {
  provider_id: string;
  offers: number;
  accepted: number;
  decided: number;
  median_response: number | null;
  jobs: number;
  completed: number;
  rating: number | null;
  rated: number;
  promised_arrivals: number;
  on_time: number;
  today: number;
}

/** Each provider's scorecard, read in one query for many providers. */
@Injectable()
export class ProviderScorecardsService {
  constructor(
    private readonly em: EntityManager,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  /** Providers without offers or jobs are absent: callers use `emptyStanding`. */
  async forProviders(providerIds: readonly string[]): Promise<Map<string, ProviderStanding>> {
    if (providerIds.length === 0) return new Map();
    const now = this.clock.now();
    const ids = [...providerIds];
    const rows: StandingRow[] = await this.em.fork().execute(STANDINGS_SQL, [now, ids, ids, now]);
    return new Map(rows.map((row) => [row.provider_id, toStanding(row)]));
  }
}

const ratio = (part: number, whole: number): number | null => (whole === 0 ? null : part / whole);

function toStanding(row: StandingRow): ProviderStanding {
  return {
    scorecard: {
      offersReceived: row.offers,
      acceptanceRate: ratio(row.accepted, row.decided),
      medianResponseSeconds: row.median_response === null ? null : Math.round(row.median_response),
      completedJobs: row.completed,
      onTimeRate: ratio(row.on_time, row.promised_arrivals),
      averageRating: row.rating === null ? null : Math.round(row.rating * 10) / 10,
      // The unrounded average: 2.46 reads as 2.5 but is below the threshold.
      underReview: row.rating !== null && row.rating < REVIEW_RATING_BELOW && row.rated >= REVIEW_AFTER_RATED_JOBS,
    },
    jobsToday: row.today,
    jobCount: row.jobs,
  };
}
