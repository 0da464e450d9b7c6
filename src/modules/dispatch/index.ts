export { DispatchModule } from './dispatch.module';
export { DispatchWorkerModule } from './dispatch-worker.module';
export { AutoDispatchService } from './offers/auto-dispatch.service';
export { OfferAnswersService, type OpenOffersOfProvider } from './offers/offer-answers.service';
export { writeOfferReply } from './offers/offer-texts';
export { releaseJob } from './job-release';
export { ReofferService } from './offers/re-offer.service';
export { offerLivePageRoute } from './offers/offer-live-page/offer-live-page.route';
