import type { ProviderPageOfferView } from '../../../contracts/offer-views';

/**
 * The provider page's list of open offers. Offers are the dispatch module's, which depends on this
 * one, so the page names what it needs here and dispatch provides it (DispatchModule's
 * ProviderPageOffersModule): the dependency points one way.
 */
export interface ProviderPageOffers {
  openOffersOf(providerId: string, now: Date): Promise<ProviderPageOfferView[]>;
}

export const PROVIDER_PAGE_OFFERS = Symbol('ProviderPageOffers');
