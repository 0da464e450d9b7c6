import type { INestApplication } from '@nestjs/common';
import type { LivePageRoute } from '../../../infra/http/live-pages';
import { TrackingPageService } from './tracking-page.service';

/** The tracking link's page, its status in the HTML. */
export const trackingPageRoute = (app: INestApplication): LivePageRoute => {
  const pages = app.get(TrackingPageService);
  return { url: '/track/:trackingId', page: ({ trackingId }, address, reader) => pages.page(trackingId, address, reader) };
};

/** The payment page, the price and the deposit in the HTML. */
export const paymentPageRoute = (app: INestApplication): LivePageRoute => {
  const pages = app.get(TrackingPageService);
  // A code given twice (`?code=A&code=B`) is no code.
  return { url: '/payment/:requestId', page: ({ requestId }, address, reader, { code }) => pages.payment(requestId, typeof code === 'string' ? code : '', address, reader) };
};
