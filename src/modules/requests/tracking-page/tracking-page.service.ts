import { Injectable } from '@nestjs/common';
import { LivePageRenderer, type LivePage } from '../../../infra/http/live-pages';
import { readerLanguage, type Reader } from '../../../infra/http/reader-language-address';
import { CustomerTrackingService } from '../customer-tracking.service';

/** The customer's tracking page, rendered with their request's status from the same lookup (and budget) as the API's. */
@Injectable()
export class TrackingPageService {
  constructor(
    private readonly tracking: CustomerTrackingService,
    private readonly pages: LivePageRenderer,
  ) {}

  page(trackingId: string, address: string, reader: Reader): Promise<LivePage> {
    return this.pages.render(`/track/${encodeURIComponent(trackingId)}`, readerLanguage(reader), () => this.tracking.view(trackingId, address));
  }
}
