import { Injectable } from '@nestjs/common';
import { LivePageRenderer, type LivePage } from '../../../../infra/http/live-pages';
import { readerLanguage, type Reader } from '../../../../infra/http/reader-language-address';
import { OfferPageService } from '../offer-page.service';
import { offerPagePath } from '../offer-texts';

/** A job offer's page, rendered with the offer from the same lookup (and budget) as the API's; its first open is logged as seen. */
@Injectable()
export class OfferLivePageService {
  constructor(
    private readonly offers: OfferPageService,
    private readonly pages: LivePageRenderer,
  ) {}

  page(code: string, address: string, reader: Reader): Promise<LivePage> {
    return this.pages.render(offerPagePath(code), readerLanguage(reader), () => this.offers.open(code, address), (offer) => offer.providerLanguage);
  }
}
