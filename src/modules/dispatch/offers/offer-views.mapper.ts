import { iso } from '../../../common/time/iso';
import type { AdminOfferView, AutoDispatchView, OfferPageState, OfferPageView, ProviderPageOfferView } from '../../../contracts/offer-views';
import { streetAndCity } from '../../../domain/address-text';
import { jobPayoutCents } from '../../../domain/money';
import { offerStatusAt, secondsLeft } from '../../../domain/offer-window';
import { providerCallName } from '../../../domain/provider-details';
import type { RequestRecord } from '../../../domain/request-record';
import { jobPagePath } from '../../request-core';
import type { AutoDispatch } from '../entities/auto-dispatch.entity';
import type { Offer } from '../entities/offer.entity';


export function toAdminOfferView(offer: Offer, now: Date): AdminOfferView {
  return {
    id: offer.id,
    providerId: offer.provider.id,
    providerName: offer.provider.name,
    status: offerStatusAt(offer, now),
    source: offer.source,
    jobNumber: offer.jobNumber,
    sentAt: offer.sentAt.toISOString(),
    expiresAt: offer.expiresAt.toISOString(),
    seenAt: iso(offer.seenAt),
    answeredAt: iso(offer.answeredAt),
    etaMinutes: offer.etaMinutes,
    declineReason: offer.declineReason,
    distanceMiles: offer.distanceMiles,
  };
}

export function toAutoDispatchView(run: AutoDispatch | null): AutoDispatchView | null {
  return run ? { startedAt: run.startedAt.toISOString(), stoppedAt: iso(run.stoppedAt), outcome: run.outcome } : null;
}

/** Whether the request can still go to whoever accepts: paid, open, nobody on it. */
export type Assignable = (request: RequestRecord) => boolean;

/** How the offer reads to its provider: a still-open offer on a request someone else took (or that closed) is taken. */
function pageState(offer: Offer, request: RequestRecord, assignable: boolean, now: Date): OfferPageState {
  const status = offerStatusAt(offer, now);
  if (status === 'accepted') return request.provider?.id === offer.provider.id ? 'accepted' : 'taken';
  if (status === 'withdrawn') return offer.withdrawnBecause ? 'withdrawn' : 'taken';
  if (status === 'open' && !assignable) return 'taken';
  return status;
}

export function toOfferPageView(offer: Offer, request: RequestRecord, assignable: boolean, now: Date): OfferPageView {
  const { provider } = offer;
  const state = pageState(offer, request, assignable, now);
  return {
    state,
    jobNumber: offer.jobNumber,
    serviceType: request.serviceType,
    vehicleYear: request.vehicleYear,
    vehicleMake: request.vehicleMake,
    vehicleModel: request.vehicleModel,
    vehicleType: request.vehicleType,
    pickupArea: streetAndCity(request.locationAddress),
    destinationArea: request.destinationAddress ? streetAndCity(request.destinationAddress) : null,
    distanceMiles: offer.distanceMiles,
    payoutCents: jobPayoutCents(request.finalPriceCents),
    sentAt: offer.sentAt.toISOString(),
    expiresAt: offer.expiresAt.toISOString(),
    secondsLeft: state === 'open' ? secondsLeft(offer.expiresAt, now) : 0,
    etaMinutes: offer.etaMinutes,
    jobPath: state === 'accepted' && request.providerJobId ? jobPagePath(request.providerJobId) : null,
    withdrawnBecause: state === 'withdrawn' ? offer.withdrawnBecause : null,
    providerCallName: providerCallName(provider),
    providerLanguage: provider.language,
  };
}

export function toProviderPageOffer(offer: Offer, request: RequestRecord, now: Date): ProviderPageOfferView {
  return {
    offerCode: offer.code,
    jobNumber: offer.jobNumber,
    serviceType: request.serviceType,
    pickupArea: streetAndCity(request.locationAddress),
    distanceMiles: offer.distanceMiles,
    payoutCents: jobPayoutCents(request.finalPriceCents),
    expiresAt: offer.expiresAt.toISOString(),
    secondsLeft: secondsLeft(offer.expiresAt, now),
  };
}
