import { EntityManager } from '@mikro-orm/postgresql';
import { Inject, Injectable } from '@nestjs/common';
import { CLOCK, Clock } from '../../../common/clock/clock';
import type { OfferPageView, RequestOffersView } from '../../../contracts/offer-views';
import { isCapabilityCode } from '../../../domain/tracking-codes';
import { LookupRateLimiter, RequestErrors, RequestRepository } from '../../request-core';
import { AutoDispatch } from '../entities/auto-dispatch.entity';
import { Offer } from '../entities/offer.entity';
import { OfferErrors } from './offer-errors';
import { isAssignable } from './offer-rules';
import { toAdminOfferView, toAutoDispatchView, toOfferPageView } from './offer-views.mapper';

/** The offers as the dispatcher's card lists them, and one offer as its page shows it to its provider. */
@Injectable()
export class OfferReadsService {
  constructor(
    private readonly em: EntityManager,
    private readonly requests: RequestRepository,
    private readonly limiter: LookupRateLimiter,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async forRequest(requestId: string): Promise<RequestOffersView> {
    const em = this.em.fork();
    const [offers, run] = await Promise.all([
      em.find(Offer, { request: requestId }, { populate: ['provider'], orderBy: { sentAt: 'desc', jobNumber: 'asc' } }),
      em.findOne(AutoDispatch, { request: requestId }),
    ]);
    if (offers.length === 0 && !run && !(await this.requests.byId(requestId))) throw RequestErrors.requestNotFound();
    const now = this.clock.now();
    return { offers: offers.map((offer) => toAdminOfferView(offer, now)), autoDispatch: toAutoDispatchView(run) };
  }

  /** The offer behind a page code, counted against the address's guessing budget like every capability. */
  offerByCode(code: string, address: string): Promise<Offer> {
    return this.limiter.guard('offer', address, async () => {
      const offer = isCapabilityCode(code) ? await this.em.fork().findOne(Offer, { code }, { populate: ['provider'] }) : null;
      if (!offer) throw OfferErrors.notFound();
      return offer;
    });
  }

  async view(offerId: string): Promise<OfferPageView> {
    const offer = await this.em.fork().findOneOrFail(Offer, offerId, { populate: ['provider'] });
    const request = await this.requests.current(offer.request.id);
    return toOfferPageView(offer, request, isAssignable(request), this.clock.now());
  }
}
