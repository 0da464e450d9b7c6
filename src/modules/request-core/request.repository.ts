import { EntityManager, type FilterQuery } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { ON_TIME_GRACE_MINUTES } from '../../domain/arrival-promise';
import { BUSINESS_TIME_ZONE } from '../../domain/business-time';
import { ACTIVE_PROVIDER_STATUSES, AWAITING_ARRIVAL_STATUSES, ON_A_TRIP_STATUSES, type RequestStatus } from '../../domain/request-status';
import { CustomerRequest } from './entities/customer-request.entity';
import { RequestErrors } from './request-errors';
import { RetiredLinkCode, type RetiredCodeKind } from './entities/retired-link-code.entity';

type ArrivalTries = { failures: number; lockedUntil: Date | null };

/** The provider's latest fix travels with the request into every audience's view. */
const WITH_POSITION = { populate: ['position'] } as const;

/** A provider's jobs as their scorecard counts them. */
export interface ProviderJobTotals {
  /** Jobs ever assigned, finished or not. */
  jobs: number;
  completed: number;
  /** The unrounded average of the customers' ratings; null when none rated. */
  averageRating: number | null;
  rated: number;
  /** Arrivals recorded on jobs with a promised arrival, and of those the ones within the promise's grace. */
  promisedArrivals: number;
  onTimeArrivals: number;
  /** Jobs assigned since midnight in Dallas. */
  assignedToday: number;
}

/** Binds: now, the providers' ids. */
const JOB_TOTALS_SQL = `
  select r.provider_id,
         count(*)::int as jobs,
         count(*) filter (where r.status = 'completed')::int as completed,
         avg(r.customer_rating)::float8 as average_rating,
         count(r.customer_rating)::int as rated,
         count(r.arrived_at) filter (where r.promised_arrival_at is not null)::int as promised_arrivals,
         count(*) filter (where r.arrived_at <= r.promised_arrival_at + interval '${ON_TIME_GRACE_MINUTES} minutes')::int as on_time_arrivals,
         count(*) filter (
           where r.assigned_at >= date_trunc('day', ?::timestamptz at time zone '${BUSINESS_TIME_ZONE}') at time zone '${BUSINESS_TIME_ZONE}'
         )::int as assigned_today
    from customer_requests r
   where r.provider_id in (?)
   group by r.provider_id`;

/** Every way the system finds requests; each call runs in its own fork unless given one. */
@Injectable()
export class RequestRepository {
  constructor(private readonly em: EntityManager) {}

  byId(id: string, em: EntityManager = this.em.fork()): Promise<CustomerRequest | null> {
    return em.findOne(CustomerRequest, { id }, WITH_POSITION);
  }

  /** A request a use case has just seen, read again after a change; gone means deleted meanwhile. */
  async current(id: string): Promise<CustomerRequest> {
    const found = await this.byId(id);
    if (!found) throw RequestErrors.requestNotFound();
    return found;
  }

  /** By its current tracking code, or by one it answered to before a provider was assigned. */
  async byTrackingCode(code: string): Promise<CustomerRequest | null> {
    const em = this.em.fork();
    const current = await em.findOne(CustomerRequest, { customerTrackingId: code }, WITH_POSITION);
    if (current) return current;
    const ownerId = await this.retiredCodeOwner(code, 'tracking');
    return ownerId ? em.findOne(CustomerRequest, { id: ownerId }, WITH_POSITION) : null;
  }

  /** The tracking code now in use by the request that once answered to `code`. */
  async currentTrackingCode(retiredCode: string): Promise<string | null> {
    const retired = await this.em.fork().findOne(RetiredLinkCode, { code: retiredCode, kind: 'tracking' }, { populate: ['request'] });
    return retired?.request.customerTrackingId ?? null;
  }

  /** The id of the request that once answered to `code` as a link of this kind. */
  async retiredCodeOwner(code: string, kind: RetiredCodeKind): Promise<string | null> {
    const retired = await this.em.fork().findOne(RetiredLinkCode, { code, kind });
    return retired?.request.id ?? null;
  }

  byJobId(jobId: string): Promise<CustomerRequest | null> {
    return this.em.fork().findOne(CustomerRequest, { providerJobId: jobId }, WITH_POSITION);
  }

  /** The newest job the provider with this phone is on, as an inbound text from them is routed. */
  activeJobOfProvider(phone: string): Promise<CustomerRequest | null> {
    return this.em
      .fork()
      .findOne(CustomerRequest, { provider: { phone }, status: { $in: [...ACTIVE_PROVIDER_STATUSES] } }, { orderBy: { createdAt: 'desc', id: 'desc' } });
  }

  /** Whether the provider is on a job not yet finished, read in the caller's transaction. */
  async hasActiveJob(providerId: string, em: EntityManager): Promise<boolean> {
    return (await em.count(CustomerRequest, { provider: providerId, status: { $in: [...ACTIVE_PROVIDER_STATUSES] } })) > 0;
  }

  /** Whether the provider is driving to, or working at, a job other than `requestId`, read in the caller's transaction. */
  async isOnAnotherTrip(providerId: string, requestId: string, em: EntityManager): Promise<boolean> {
    return (await em.count(CustomerRequest, { provider: providerId, id: { $ne: requestId }, status: { $in: [...ON_A_TRIP_STATUSES] } })) > 0;
  }

  /** The trips whose promised arrival is still to be kept, each with the truck's last fix. */
  awaitingArrival(): Promise<CustomerRequest[]> {
    return this.em.fork().find(CustomerRequest, { status: { $in: [...AWAITING_ARRIVAL_STATUSES] }, promisedArrivalAt: { $ne: null }, arrivedAt: null }, WITH_POSITION);
  }

  /** Paid requests no provider has taken since before `paidBefore`, whose customer has not been asked yet whether to keep waiting. */
  unansweredSince(paidBefore: Date): Promise<CustomerRequest[]> {
    return this.em.fork().find(CustomerRequest, {
      status: { $in: ['deposit_paid', 'payment_completed'] },
      provider: null,
      depositPaidAt: { $lte: paidBefore },
      noProviderAskedAt: null,
    });
  }

  /** Requests at the car whose provider reported the customer not here before `reportedBefore` (a HERE since included). */
  reportedNotHereBefore(reportedBefore: Date): Promise<CustomerRequest[]> {
    return this.em.fork().find(CustomerRequest, { status: 'arrived', notHereAt: { $lte: reportedBefore } });
  }

  /** The arrival watch's own bookkeeping, written without the version (like positions), so it never makes a dispatcher's change lose a race. */
  async keepArrivalBooks(id: string, books: Pick<CustomerRequest, 'predictedArrivalAt' | 'predictedBasis' | 'progressMiles' | 'progressAt'>): Promise<void> {
    await this.em.fork().nativeUpdate(CustomerRequest, { id }, books);
  }

  /**
   * Moves the wrong-arrival-code count from `from` to `to` if no other try moved it first (compare and
   * set); written without the version, as the refused Arrived itself rolls back.
   */
  async swapArrivalTries(id: string, from: ArrivalTries, to: ArrivalTries): Promise<boolean> {
    const moved = await this.em
      .fork()
      .nativeUpdate(
        CustomerRequest,
        { id, arrivalCodeFailures: from.failures, arrivalLockedUntil: from.lockedUntil },
        { arrivalCodeFailures: to.failures, arrivalLockedUntil: to.lockedUntil },
      );
    return moved > 0;
  }

  /** The providers on a job not yet finished: they take no other job meanwhile. */
  async providersOnActiveJobs(): Promise<Set<string>> {
    const jobs = await this.em
      .fork()
      .find(CustomerRequest, { status: { $in: [...ACTIVE_PROVIDER_STATUSES] }, provider: { $ne: null } }, { fields: ['provider'] });
    return new Set(jobs.flatMap((job) => (job.provider ? [job.provider.id] : [])));
  }

  /** The newest open request of the customer with this phone. */
  openRequestOf(phone: string): Promise<CustomerRequest | null> {
    return this.em
      .fork()
      .findOne(CustomerRequest, { phone, status: { $nin: ['completed', 'cancelled'] } }, { orderBy: { createdAt: 'desc', id: 'desc' } });
  }

  /** The newest request of this phone completed since `since`: a reply to its completion text may rate it. */
  completedSince(phone: string, since: Date): Promise<CustomerRequest | null> {
    return this.em
      .fork()
      .findOne(CustomerRequest, { phone, status: 'completed', serviceCompletedAt: { $gte: since } }, { orderBy: { serviceCompletedAt: 'desc', id: 'desc' } });
  }

  /** Requests neither completed nor cancelled, newest first, up to `limit`, with how many there are in all. */
  open(limit: number): Promise<[CustomerRequest[], number]> {
    return this.em
      .fork()
      .findAndCount(CustomerRequest, { status: { $nin: ['completed', 'cancelled'] } }, { orderBy: { createdAt: 'desc', id: 'desc' }, limit });
  }

  /** The provider's jobs, newest first, up to `limit`: their page lists them. */
  jobsOfProvider(providerId: string, limit: number): Promise<CustomerRequest[]> {
    return this.em.fork().find(CustomerRequest, { provider: providerId }, { orderBy: { createdAt: 'desc', id: 'desc' }, limit });
  }

  /** The requests with these ids, in no particular order. */
  byIds(ids: readonly string[]): Promise<CustomerRequest[]> {
    return ids.length === 0 ? Promise.resolve([]) : this.em.fork().find(CustomerRequest, { id: { $in: [...ids] } });
  }

  /**
   * Final prices of the provider's jobs completed this month or this week, in Dallas time, at `now`
   * (weeks start on Monday); the caller turns each into the provider's payout.
   */
  /**
   * What a business account's jobs of the Dallas calendar month holding `now` come to so far: each
   * live or completed job at its price (unpriced ones count nothing yet), each cancelled one at its fee.
   */
  async accountMonthChargesCents(accountId: string, now: Date): Promise<number> {
    const [row]: Array<{ cents: number }> = await this.em.fork().execute(
      `select coalesce(sum(case when status = 'cancelled' then coalesce(cancellation_fee_cents, 0) else coalesce(final_price_cents, 0) end), 0)::int as cents
         from customer_requests
        where account_id = ?
          and created_at >= date_trunc('month', ?::timestamptz at time zone '${BUSINESS_TIME_ZONE}') at time zone '${BUSINESS_TIME_ZONE}'`,
      [accountId, now],
    );
    return row.cents;
  }

  /** A business account's jobs, newest first, after a (createdAt, id) cursor: the partner API's and the portal's pages. */
  accountJobs(accountId: string, statuses: readonly RequestStatus[] | null, after: { createdAt: Date; id: string } | null, limit: number): Promise<CustomerRequest[]> {
    const filters: FilterQuery<CustomerRequest>[] = [{ accountId }];
    if (statuses) filters.push({ status: { $in: [...statuses] } });
    if (after) filters.push({ $or: [{ createdAt: { $lt: after.createdAt } }, { createdAt: after.createdAt, id: { $lt: after.id } }] });
    return this.em.fork().find(CustomerRequest, { $and: filters }, { populate: ['position', 'provider'], orderBy: { createdAt: 'desc', id: 'desc' }, limit });
  }

  async completedPricesOf(providerId: string, now: Date): Promise<Array<{ finalPriceCents: number; thisWeek: boolean; thisMonth: boolean }>> {
    const rows: Array<{ final_price_cents: number; this_week: boolean; this_month: boolean }> = await this.em.fork().execute(
      `with starts as (
         select date_trunc('week', ?::timestamptz at time zone '${BUSINESS_TIME_ZONE}') at time zone '${BUSINESS_TIME_ZONE}' as week,
                date_trunc('month', ?::timestamptz at time zone '${BUSINESS_TIME_ZONE}') at time zone '${BUSINESS_TIME_ZONE}' as month
       )
       select r.final_price_cents, r.service_completed_at >= s.week as this_week, r.service_completed_at >= s.month as this_month
         from customer_requests r, starts s
        where r.provider_id = ? and r.status = 'completed' and r.final_price_cents is not null
          and r.service_completed_at >= least(s.week, s.month)`,
      [now, now, providerId],
    );
    return rows.map((row) => ({ finalPriceCents: row.final_price_cents, thisWeek: row.this_week, thisMonth: row.this_month }));
  }

  /** Each provider's job totals for a whole roster in one statement; a provider with no job is absent. */
  async jobTotalsOf(providerIds: readonly string[], now: Date): Promise<Map<string, ProviderJobTotals>> {
    if (providerIds.length === 0) return new Map();
    const rows: Array<{
      provider_id: string;
      jobs: number;
      completed: number;
      average_rating: number | null;
      rated: number;
      promised_arrivals: number;
      on_time_arrivals: number;
      assigned_today: number;
    }> = await this.em.fork().execute(JOB_TOTALS_SQL, [now, [...providerIds]]);
    return new Map(
      rows.map((row) => [
        row.provider_id,
        {
          jobs: row.jobs,
          completed: row.completed,
          averageRating: row.average_rating,
          rated: row.rated,
          promisedArrivals: row.promised_arrivals,
          onTimeArrivals: row.on_time_arrivals,
          assignedToday: row.assigned_today,
        },
      ]),
    );
  }

  /** Cancelled requests, most recently cancelled first, up to `limit`. */
  cancelled(limit: number): Promise<CustomerRequest[]> {
    return this.em.fork().find(CustomerRequest, { status: 'cancelled' }, { orderBy: { updatedAt: 'desc', id: 'desc' }, limit });
  }
}
