import { iso } from '../../../common/time/iso';
import type { ProviderView } from '../../../contracts/provider-views';
import type { Provider } from '../entities/provider.entity';

export interface ProviderStats {
  jobs: number;
  completed: number;
  averageRating: number | null;
}

const NO_JOBS: ProviderStats = { jobs: 0, completed: 0, averageRating: null };

export function toProviderView(provider: Provider, stats: ProviderStats = NO_JOBS): ProviderView {
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
    agreementAcceptedAt: iso(provider.agreementAcceptedAt),
    createdAt: provider.createdAt.toISOString(),
    jobCount: stats.jobs,
    completedCount: stats.completed,
    averageRating: stats.averageRating === null ? null : Math.round(stats.averageRating * 10) / 10,
  };
}
