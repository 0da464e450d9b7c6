import { Inject, Injectable } from '@nestjs/common';
import { CLOCK, Clock } from '../../../common/clock/clock';
import { EVENTS } from '../../../contracts/socket-events';
import type { AutoDispatchOutcome } from '../../../contracts/offer-views';
import { offerStatusAt } from '../../../domain/offer-window';
import { RealtimeService } from '../../../infra/realtime/realtime.service';
import type { Offer } from '../entities/offer.entity';

/** Tells the dispatchers, and the pages of the offers' providers, that offers changed; called after the commit. */
@Injectable()
export class OfferEventsService {
  constructor(
    private readonly realtime: RealtimeService,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  changed(requestId: string, offers: readonly Offer[]): void {
    const now = this.clock.now();
    for (const offer of offers) {
      this.realtime.toAdmins(EVENTS.offerChanged, {
        requestId,
        offerId: offer.id,
        providerName: offer.provider.name,
        status: offerStatusAt(offer, now),
        source: offer.source,
        jobNumber: offer.jobNumber,
        etaMinutes: offer.etaMinutes,
        declineReason: offer.declineReason,
      });
    }
    this.realtime.toOfferPages(
      { offerIds: offers.map((offer) => offer.id), providerIds: offers.map((offer) => offer.provider.id) },
      EVENTS.offersChanged,
      { reason: 'offer' },
    );
  }

  autoDispatch(requestId: string, outcome: AutoDispatchOutcome | null): void {
    this.realtime.toAdmins(EVENTS.autoDispatchChanged, { requestId, outcome });
  }
}
