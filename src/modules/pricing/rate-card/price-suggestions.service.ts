import { Inject, Injectable } from '@nestjs/common';
import { CLOCK, Clock } from '../../../common/clock/clock';
import type { PhoneSuggestionBody, PriceSuggestionView } from '../../../contracts/rate-card-views';
import { greatCircleMiles, type LatLng } from '../../../domain/geo';
import { isTowRate, suggestPrice, type RateCardTerms, type TowMiles } from '../../../domain/rate-card';
import type { RequestRecord } from '../../../domain/request-record';
import { RoadDrivesService } from '../../../infra/maps/road-drives.service';
import { RequestRepository } from '../../request-core';
import { RateCardService } from './rate-card.service';

/** The price the card in force suggests for a request (or a phone request about to be made), with its lines. */
@Injectable()
export class PriceSuggestionsService {
  constructor(
    private readonly cards: RateCardService,
    private readonly requests: RequestRepository,
    private readonly roads: RoadDrivesService,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async forRequest(requestId: string): Promise<PriceSuggestionView> {
    return this.suggest(await this.requests.current(requestId));
  }

  /** A phone request has no places yet: its base, surcharges and minimum. */
  async forPhone({ serviceType, vehicleType }: PhoneSuggestionBody): Promise<PriceSuggestionView> {
    const { version, terms } = await this.cards.current();
    const at = this.clock.now();
    return { cardVersion: version, ...suggestPrice(terms, { serviceType, vehicleType: vehicleType ?? null, towMiles: null, at }), at: at.toISOString() };
  }

  async suggest(request: RequestRecord): Promise<PriceSuggestionView> {
    const { version, terms } = await this.cards.current();
    const towMiles = isTowRate(request.serviceType) ? await this.towMiles(request, terms) : null;
    const at = this.clock.now();
    return { cardVersion: version, ...suggestPrice(terms, { serviceType: request.serviceType, vehicleType: request.vehicleType, towMiles, at }), at: at.toISOString() };
  }

  /** By road when the router answers; else the straight line times the card's road factor, labelled an estimate. */
  private async towMiles(request: RequestRecord, terms: RateCardTerms): Promise<TowMiles | null> {
    const pickup = pointOf(request.customerLat, request.customerLng);
    const dropOff = pointOf(request.destinationLat, request.destinationLng);
    const estimated = (straight: number): TowMiles => ({ miles: Math.round(straight * terms.roadFactor * 10) / 10, basis: 'estimated' });
    if (!pickup || !dropOff) return request.estimatedDistance === null ? null : estimated(request.estimatedDistance);
    const drive = (await this.roads.drivesTo(new Map([['pickup', pickup]]), dropOff)).get('pickup');
    return drive ? { miles: drive.miles, basis: 'road' } : estimated(greatCircleMiles(pickup, dropOff));
  }
}

const pointOf = (lat: number | null, lng: number | null): LatLng | null => (lat !== null && lng !== null ? { lat, lng } : null);
