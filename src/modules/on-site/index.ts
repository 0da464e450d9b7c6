export { OnSiteModule } from './on-site.module';
export { OnSiteWorkerModule } from './on-site-worker.module';
export { ProviderJobsService } from './job-steps/provider-jobs.service';
export { JobPhotosService } from './photos/job-photos.service';
export { ExtraChargesService } from './extras/extra-charges.service';
export { writeExtraAnswer } from './extras/extra-charge-texts';
export { LateChoiceService } from './late-arrival/late-choice.service';
export { NotHereService } from './gone-on-arrival/not-here.service';
