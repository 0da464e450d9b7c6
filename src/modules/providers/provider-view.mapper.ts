import { iso } from '../../common/time/iso';
import type { ProviderView } from '../../contracts/provider-views';
import type { Provider } from './entities/provider.entity';
import { toNetworkStandingView } from './network/network-views.mapper';
import { emptyStanding, type ProviderStanding } from './scorecards/provider-scorecards.service';

export function toProviderView(provider: Provider, standing: ProviderStanding = emptyStanding()): ProviderView {
  return {
    id: provider.id,
    name: provider.name,
    contactName: provider.contactName,
    phone: provider.phone,
    email: provider.email,
    vehicleInfo: provider.vehicleInfo,
    language: provider.language,
    active: provider.active,
    onDuty: provider.onDuty,
    services: provider.services,
    vehicleClasses: provider.vehicleClasses,
    homeAddress: provider.homeAddress,
    homeLat: provider.homeLat,
    homeLng: provider.homeLng,
    serviceRadiusMiles: provider.serviceRadiusMiles,
    balanceMethod: provider.balanceMethod,
    agreementAcceptedAt: iso(provider.agreementAcceptedAt),
    createdAt: provider.createdAt.toISOString(),
    jobCount: standing.jobCount,
    completedCount: standing.scorecard.completedJobs,
    averageRating: standing.scorecard.averageRating,
    // A revoked link keeps its issue time in the row, but there is no link to date.
    pageLinkIssuedAt: provider.pageCodeDigest === null ? null : iso(provider.pageCodeIssuedAt),
    scorecard: standing.scorecard,
    network: toNetworkStandingView(provider),
  };
}
