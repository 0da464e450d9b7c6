import { Injectable } from '@nestjs/common';
import type { CandidateView } from '../../contracts/provider-views';
import { rankCandidates, type MatchingProvider } from '../../domain/provider-matching';
import { required } from '../../domain/required';
import { RequestErrors, RequestRepository } from '../request-core';
import { ProviderRosterService } from './provider-roster.service';

/**
 * The roster ranked for one request: who can take it, soonest first, and why anyone else cannot. Until
 * providers report live positions, each is placed at their home base.
 */
@Injectable()
export class ProviderCandidatesService {
  constructor(
    private readonly requests: RequestRepository,
    private readonly roster: ProviderRosterService,
  ) {}

  async candidatesFor(requestId: string): Promise<CandidateView[]> {
    const request = await this.requests.byId(requestId);
    if (!request) throw RequestErrors.requestNotFound();
    const [providers, busy] = await Promise.all([this.roster.list(), this.requests.providersOnActiveJobs()]);
    const matching: MatchingProvider[] = providers.map((provider) => ({
      id: provider.id,
      active: provider.active,
      onDuty: provider.onDuty,
      busy: busy.has(provider.id),
      services: provider.services,
      vehicleClasses: provider.vehicleClasses,
      location: provider.homeLat != null && provider.homeLng != null ? { lat: provider.homeLat, lng: provider.homeLng } : null,
      radiusMiles: provider.serviceRadiusMiles,
      rating: provider.averageRating,
      acceptanceRate: null,
    }));
    const pickup = request.customerLat != null && request.customerLng != null ? { lat: request.customerLat, lng: request.customerLng } : null;
    const byId = new Map(providers.map((provider) => [provider.id, provider]));
    return rankCandidates({ serviceType: request.serviceType, vehicleType: request.vehicleType, pickup }, matching).map((candidate) => {
      const { name, phone, onDuty } = required(byId.get(candidate.providerId), 'the ranked provider');
      return { ...candidate, name, phone, onDuty };
    });
  }
}
