import type { INestApplication } from '@nestjs/common';
import type { LivePageRoute } from '../../../../infra/http/live-pages';
import { OfferLivePageService } from './offer-live-page.service';

/** The offer link's page, the offer and its countdown in the HTML. */
export const offerLivePageRoute = (app: INestApplication): LivePageRoute => {
  const pages = app.get(OfferLivePageService);
  return { url: '/offer/:code', page: ({ code }, address, reader) => pages.page(code, address, reader) };
};
