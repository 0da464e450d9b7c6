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
import { isCapabilityCode } from '../../../domain/tracking-codes';
import { toNetworkStandingView } from '../network/network-views.mapper';
import { jobPagePath, LookupRateLimiter, RequestRepository } from '../../request-core';
import { Provider } from '../entities/provider.entity';
import { ProviderErrors } from '../provider-errors';
import { PROVIDER_PAGE_MONEY, type ProviderPageMoney } from './provider-page-money';
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
    @Inject(PROVIDER_PAGE_MONEY) private readonly pageMoney: ProviderPageMoney,
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
    const [offers, jobs, prices, money, standings] = await Promise.all([
      this.pageOffers.openOffersOf(providerId, now),
      this.requests.jobsOfProvider(providerId, PAST_JOBS + 1),
      this.requests.completedPricesOf(providerId, now),
      this.pageMoney.moneyOf(providerId, now),
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
        weekCents: sum((row) => row.thisWeek) + money.tripFees.weekCents + money.tips.weekCents,
        monthCents: sum((row) => row.thisMonth) + money.tripFees.monthCents + money.tips.monthCents,
        tripFeesWeekCents: money.tripFees.weekCents,
        tripFeesMonthCents: money.tripFees.monthCents,
        tipsWeekCents: money.tips.weekCents,
        tipsMonthCents: money.tips.monthCents,
      },
      payouts: money.payouts,
      scorecard: (standings.get(providerId) ?? emptyStanding()).scorecard,
      lastPositionAt: iso(provider.lastPositionAt),
      network: toNetworkStandingView(provider),
    };
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
