import { Injectable } from '@nestjs/common';
import { OnEvent } from '@nestjs/event-emitter';
import { SUBSCRIBER_OPTIONS } from '../../../infra/events/domain-events';
import { ProviderUnavailable } from '../../providers';
import { OfferWithdrawalsService } from './offer-withdrawals.service';

/** A provider who can no longer take jobs loses their open offers at once. */
@Injectable()
export class ProviderUnavailableListener {
  constructor(private readonly withdrawals: OfferWithdrawalsService) {}

  @OnEvent(ProviderUnavailable.name, SUBSCRIBER_OPTIONS)
  async withdrawOffers(event: ProviderUnavailable): Promise<void> {
    await this.withdrawals.withdrawOffersOf(event.providerId, event.because);
  }
}
