import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import type { ProviderPageOfferView } from '../../../contracts/offer-views';
import { isOfferOpen } from '../../../domain/offer-window';
import type { ProviderPageOffers } from '../../providers';
import { RequestRepository } from '../../request-core';
import { Offer } from '../entities/offer.entity';
import { isAssignable } from './offer-rules';
import { toProviderPageOffer } from './offer-views.mapper';

/** The open offers a provider page lists: only those whose job can still be taken. */
@Injectable()
export class ProviderPageOffersReader implements ProviderPageOffers {
  constructor(
    private readonly em: EntityManager,
    private readonly requests: RequestRepository,
  ) {}

  async openOffersOf(providerId: string, now: Date): Promise<ProviderPageOfferView[]> {
    const open = await this.em.fork().find(Offer, { provider: providerId, status: 'open', expiresAt: { $gt: now } }, { orderBy: { expiresAt: 'asc' } });
    const requests = new Map((await this.requests.byIds(open.map((offer) => offer.request.id))).map((request) => [request.id, request]));
    return open.flatMap((offer) => {
      const request = requests.get(offer.request.id);
      return request && isAssignable(request) && isOfferOpen(offer, now) ? [toProviderPageOffer(offer, request, now)] : [];
    });
  }
}
