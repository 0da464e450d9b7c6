import { Injectable } from '@nestjs/common';
import { LivePageRenderer, type LivePage } from '../../../infra/http/live-pages';
import { readerLanguage, type Reader } from '../../../infra/http/reader-language-address';
import { paymentPagePath, RequestErrors, trackingPagePath } from '../../request-core';
import { CustomerTrackingService } from '../customer-tracking.service';

/**
 * The customer's pages opened by their tracking code (the tracking page and the payment page), rendered
 * with their request as it is now, from the same lookup (and budget) as the API's.
 */
@Injectable()
export class TrackingPageService {
  constructor(
    private readonly tracking: CustomerTrackingService,
    private readonly pages: LivePageRenderer,
  ) {}

  page(trackingId: string, address: string, reader: Reader): Promise<LivePage> {
    return this.pages.render(trackingPagePath(trackingId), readerLanguage(reader), () => this.tracking.view(trackingId, address));
  }

  /** The payment page: the code opens it, and the request id in its address must be the code's. */
  payment(requestId: string, trackingId: string, address: string, reader: Reader): Promise<LivePage> {
    return this.pages.render(paymentPagePath(requestId, trackingId), readerLanguage(reader), async () => {
      if (!trackingId) throw RequestErrors.trackingNotFound();
      const view = await this.tracking.view(trackingId, address);
      if (view.id !== requestId) throw RequestErrors.trackingNotFound();
      return view;
    });
  }
}
