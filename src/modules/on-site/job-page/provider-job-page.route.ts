import type { INestApplication } from '@nestjs/common';
import type { LivePageRoute } from '../../../infra/http/live-pages';
import { ProviderJobPageService } from './provider-job-page.service';

/** The job link's page, the job in the HTML. */
export const providerJobPageRoute = (app: INestApplication): LivePageRoute => {
  const pages = app.get(ProviderJobPageService);
  return { url: '/provider/:jobId', page: ({ jobId }, address, reader) => pages.page(jobId, address, reader) };
};
