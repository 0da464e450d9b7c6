import { dallasDate, standingOn } from '../../domain/provider-credentials';
import { EntityManager } from '@mikro-orm/postgresql';
import { Inject, Injectable } from '@nestjs/common';
import { CLOCK, Clock } from '../../common/clock/clock';
import type { CandidateView } from '../../contracts/provider-views';
import type { LatLng } from '../../domain/geo';
import { rankCandidates, type Candidate, type MatchingProvider } from '../../domain/provider-matching';
import { required } from '../../domain/required';
import { RequestErrors, RequestRepository } from '../request-core';
import { RoadDrivesService } from '../../infra/maps/road-drives.service';
import { type Provider, emptyStanding, ProviderScorecardsService, ProviderRows } from '../providers';
import { freshLivePosition } from './fleet/fleet-view.mapper';

/**
 * The roster ranked for one request: who can take it, soonest first, and why anyone else cannot. Each
 * provider is placed where their page last reported them while that is fresh, else at their home base.
 * With a road router the eligible are ranked by their drive to the pickup; anyone the router could
 * not place keeps the straight-line estimate, labelled as such.
 */
@Injectable()
export class ProviderCandidatesService {
  constructor(
    private readonly requests: RequestRepository,
    private readonly em: EntityManager,
    private readonly scorecards: ProviderScorecardsService,
    private readonly roads: RoadDrivesService,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async candidatesFor(requestId: string): Promise<CandidateView[]> {
    const request = await this.requests.byId(requestId);
    if (!request) throw RequestErrors.requestNotFound();
    const now = this.clock.now();
    const today = dallasDate(now);
    const [providers, busy] = await Promise.all([ProviderRows.roster(this.em.fork()), this.requests.providersOnActiveJobs()]);
    const standings = await this.scorecards.forProviders(providers.map((provider) => provider.id));
    const standingOf = (id: string) => standings.get(id) ?? emptyStanding();
    const placed = new Map(providers.map((provider) => [provider.id, placement(provider, now)]));
    const matching: MatchingProvider[] = providers.map((provider) => ({
      id: provider.id,
      active: provider.active,
      standing: standingOn(provider, today),
      onDuty: provider.onDuty,
      busy: busy.has(provider.id),
      services: provider.services,
      vehicleClasses: provider.vehicleClasses,
      location: placed.get(provider.id)?.location ?? null,
      radiusMiles: provider.serviceRadiusMiles,
      rating: standingOf(provider.id).scorecard.averageRating,
      acceptanceRate: standingOf(provider.id).scorecard.acceptanceRate,
    }));
    const pickup = request.customerLat != null && request.customerLng != null ? { lat: request.customerLat, lng: request.customerLng } : null;
    const wanted = { serviceType: request.serviceType, vehicleType: request.vehicleType, pickup };
    const drives = pickup ? await this.roads.drivesTo(eligiblePlaces(rankCandidates(wanted, matching), matching), pickup) : new Map();
    const byId = new Map(providers.map((provider) => [provider.id, provider]));
    return rankCandidates(wanted, matching, drives).map((candidate) => {
      const { name, phone, onDuty } = required(byId.get(candidate.providerId), 'the ranked provider');
      return { ...candidate, name, phone, onDuty, jobsToday: standingOf(candidate.providerId).jobsToday, placedBy: placed.get(candidate.providerId)?.by ?? null };
    });
  }
}

/** Where each provider who can take the job stands: only they are worth a drive from the router. */
function eligiblePlaces(ranked: readonly Candidate[], providers: readonly MatchingProvider[]): Map<string, LatLng> {
  const eligible = new Set(ranked.filter((candidate) => candidate.exclusions.length === 0).map((candidate) => candidate.providerId));
  return new Map(providers.flatMap((provider) => (eligible.has(provider.id) && provider.location ? [[provider.id, provider.location] as const] : [])));
}

/** Where matching measures from: the page's fresh live position, else the home base. */
function placement(provider: Provider, now: Date): { location: { lat: number; lng: number }; by: 'live' | 'home' } | null {
  const live = provider.onDuty ? freshLivePosition(provider, now) : null;
  if (live) return { location: { lat: live.lat, lng: live.lng }, by: 'live' };
  return provider.homeLat !== null && provider.homeLng !== null ? { location: { lat: provider.homeLat, lng: provider.homeLng }, by: 'home' } : null;
}
