import { Injectable } from '@nestjs/common';
import type { OfferPageView } from '../../../contracts/offer-views';
import { OfferAnswersService } from './offer-answers.service';
import { OfferReadsService } from './offer-reads.service';

/** The offer page's reads and answers, each found by the page's code under the lookup budget. */
@Injectable()
export class OfferPageService {
  constructor(
    private readonly reads: OfferReadsService,
    private readonly answers: OfferAnswersService,
  ) {}

  /** Opening the page the first time is logged for the dispatcher as the offer being seen. */
  async open(code: string, address: string): Promise<OfferPageView> {
    const offer = await this.reads.offerByCode(code, address);
    await this.answers.markSeen(offer);
    return this.reads.view(offer.id);
  }

  async accept(code: string, address: string, etaMinutes: number): Promise<OfferPageView> {
    const offer = await this.reads.offerByCode(code, address);
    await this.answers.accept(offer.id, etaMinutes, 'page');
    return this.reads.view(offer.id);
  }

  async decline(code: string, address: string, reason: string | null): Promise<OfferPageView> {
    const offer = await this.reads.offerByCode(code, address);
    await this.answers.decline(offer.id, reason, 'page');
    return this.reads.view(offer.id);
  }
}
