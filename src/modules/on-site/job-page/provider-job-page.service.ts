import { Injectable } from '@nestjs/common';
import { LivePageRenderer, type LivePage } from '../../../infra/http/live-pages';
import { readerLanguage, type Reader } from '../../../infra/http/reader-language-address';
import { jobPagePath } from '../../request-core';
import { ProviderJobsService } from '../job-steps/provider-jobs.service';

/** The provider's job page, rendered with the job from the same lookup (and budget) as the API's, in the roster's language. */
@Injectable()
export class ProviderJobPageService {
  constructor(
    private readonly jobs: ProviderJobsService,
    private readonly pages: LivePageRenderer,
  ) {}

  page(jobId: string, address: string, reader: Reader): Promise<LivePage> {
    return this.pages.render(jobPagePath(jobId), readerLanguage(reader), () => this.jobs.view(jobId, address), (job) => job.providerLanguage);
  }
}
