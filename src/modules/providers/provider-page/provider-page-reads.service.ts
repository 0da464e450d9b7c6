import { capabilityDigest } from '../../../common/codes/capability-digest';
import { EntityManager } from '@mikro-orm/postgresql';
import { Inject, Injectable } from '@nestjs/common';
import { CLOCK, Clock } from '../../../common/clock/clock';
import { iso } from '../../../common/time/iso';
import type { ProviderPageJobView, ProviderPageView } from '../../../contracts/offer-views';
import { streetAndCity } from '../../../domain/address-text';
import { isLinkExpired } from '../../../domain/link-expiry';
import { jobPayoutCents, payoutCents } from '../../../domain/money';
import { providerCallName } from '../../../domain/provider-details';
import type { RequestRecord } from '../../../domain/request-record';
import { ACTIVE_PROVIDER_STATUSES } from '../../../domain/request-status';
import { BUSINESS_TIME_ZONE } from '../../../domain/business-time';
import { isCapabilityCode } from '../../../domain/tracking-codes';
import { toNetworkStandingView } from '../network/network-views.mapper';
import { jobPagePath, LookupRateLimiter, RequestRepository } from '../../request-core';
import { Provider } from '../entities/provider.entity';
import { ProviderErrors } from '../provider-errors';
import { PROVIDER_PAGE_OFFERS, type ProviderPageOffers } from './provider-page-offers';
import { emptyStanding, ProviderScorecardsService } from '../scorecards/provider-scorecards.service';

/** How many past jobs the page lists. */
const PAST_JOBS = 20;

const ACTIVE = new Set<string>(ACTIVE_PROVIDER_STATUSES);

/** The provider's standing page: found by its code under the lookup budget, read in one go. */
@Injectable()
export class ProviderPageReadsService {
  constructor(
    private readonly em: EntityManager,
    private readonly requests: RequestRepository,
    private readonly scorecards: ProviderScorecardsService,
    private readonly limiter: LookupRateLimiter,
    @Inject(PROVIDER_PAGE_OFFERS) private readonly pageOffers: ProviderPageOffers,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  providerByCode(code: string, address: string): Promise<Provider> {
    return this.limiter.guard('provider-page', address, async () => {
      const provider = isCapabilityCode(code) ? await this.em.fork().findOne(Provider, { pageCodeDigest: capabilityDigest(code) }) : null;
      if (!provider) throw ProviderErrors.pageNotFound();
      return provider;
    });
  }

  async view(providerId: string): Promise<ProviderPageView> {
    const now = this.clock.now();
    const em = this.em.fork();
    const provider = await em.findOneOrFail(Provider, providerId);
    const [offers, jobs, prices, tripFees, standings] = await Promise.all([
      this.pageOffers.openOffersOf(providerId, now),
      this.requests.jobsOfProvider(providerId, PAST_JOBS + 1),
      this.requests.completedPricesOf(providerId, now),
      this.tripFeesOf(providerId, now),
      this.scorecards.forProviders([providerId]),
    ]);
    const current = jobs.find((job) => ACTIVE.has(job.status)) ?? null;
    const sum = (inPeriod: (row: (typeof prices)[number]) => boolean) =>
      prices.filter(inPeriod).reduce((total, row) => total + payoutCents(row.finalPriceCents), 0);
    return {
      providerName: provider.name,
      providerCallName: providerCallName(provider),
      providerLanguage: provider.language,
      active: provider.active,
      onDuty: provider.onDuty,
      onDutySince: iso(provider.onDutySince),
      agreementRequired: provider.agreementAcceptedAt === null,
      offers,
      currentJob: current ? toPageJob(current, now) : null,
      pastJobs: jobs.filter((job) => job !== current).slice(0, PAST_JOBS).map((job) => toPageJob(job, now)),
      earnings: {
        weekCents: sum((row) => row.thisWeek) + tripFees.weekCents,
        monthCents: sum((row) => row.thisMonth) + tripFees.monthCents,
        tripFeesWeekCents: tripFees.weekCents,
        tripFeesMonthCents: tripFees.monthCents,
      },
      scorecard: (standings.get(providerId) ?? emptyStanding()).scorecard,
      lastPositionAt: iso(provider.lastPositionAt),
      network: toNetworkStandingView(provider),
    };
  }

  /**
   * The trip fees the ledger credited the provider this week and this month, with the boundaries of
   * RequestRepository.completedPricesOf (Dallas time, weeks from Monday), so the sums add up.
   */
  private async tripFeesOf(providerId: string, now: Date): Promise<{ weekCents: number; monthCents: number }> {
    const [row]: Array<{ week_cents: number; month_cents: number }> = await this.em.fork().execute(
      `with starts as (
         select date_trunc('week', ?::timestamptz at time zone '${BUSINESS_TIME_ZONE}') at time zone '${BUSINESS_TIME_ZONE}' as week,
                date_trunc('month', ?::timestamptz at time zone '${BUSINESS_TIME_ZONE}') at time zone '${BUSINESS_TIME_ZONE}' as month
       )
       select coalesce(sum(l.amount_cents) filter (where l.created_at >= s.week), 0)::int as week_cents,
              coalesce(sum(l.amount_cents) filter (where l.created_at >= s.month), 0)::int as month_cents
         from starts s
         left join ledger_entries l on l.provider_id = ? and l.kind = 'provider_credit' and l.created_at >= least(s.week, s.month)`,
      [now, now, providerId],
    );
    return { weekCents: row.week_cents, monthCents: row.month_cents };
  }
}

function toPageJob(job: RequestRecord, now: Date): ProviderPageJobView {
  const linkWorks = job.status !== 'cancelled' && !isLinkExpired(job.serviceCompletedAt, now);
  return {
    jobPath: linkWorks && job.providerJobId ? jobPagePath(job.providerJobId) : null,
    status: job.status,
    serviceType: job.serviceType,
    pickupArea: streetAndCity(job.locationAddress),
    payoutCents: jobPayoutCents(job.finalPriceCents),
    requestedAt: job.createdAt.toISOString(),
    completedAt: iso(job.serviceCompletedAt),
  };
}
