export { DispatchModule } from './dispatch.module';
export { DispatchWorkerModule } from './dispatch-worker.module';
export { ProviderDutyService } from './provider-duty.service';
export { ProviderJobsService } from './provider-jobs.service';
export { AutoDispatchService } from './offers/auto-dispatch.service';
export { OfferAnswersService, type OpenOffersOfProvider } from './offers/offer-answers.service';
export { ProviderPageLinksService } from './provider-page/provider-page-links.service';
export { JobPhotosService } from './photos/job-photos.service';
export { JobCompletionHooks } from './job-completion-hooks';
