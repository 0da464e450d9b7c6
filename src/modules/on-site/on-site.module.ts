import { MikroOrmModule } from '@mikro-orm/nestjs';
import { Module } from '@nestjs/common';
import { MapsModule } from '../../infra/maps/maps.module';
import { LivePagesModule } from '../../infra/http/live-pages';
import { ProviderJobPageService } from './job-page/provider-job-page.service';
import { DispatchModule } from '../dispatch';
import { PaymentsModule } from '../payments';
import { RequestCoreModule } from '../request-core';
import { AdminArrivalController } from './arrival/admin-arrival.controller';
import { ArrivalCodeService } from './arrival/arrival-code.service';
import { ExtraCharge } from './entities/extra-charge.entity';
import { JobPhoto } from './entities/job-photo.entity';
import { AdminExtrasController, CustomerExtrasController, ProviderExtrasController } from './extras/extra-charges.controller';
import { ExtraChargesService } from './extras/extra-charges.service';
import { CancelledJobExtrasListener } from './extras/cancelled-job-extras.listener';
import { ProviderJobsController } from './job-steps/provider-jobs.controller';
import { ProviderJobsService } from './job-steps/provider-jobs.service';
import { JobDropService } from './job-steps/job-drop.service';
import { LateChoicePageService } from './late-arrival/late-choice-page.service';
import { LateChoiceController } from './late-arrival/late-choice.controller';
import { LateChoiceService } from './late-arrival/late-choice.service';
import { LinkExpiryQueueService } from './link-expiry/link-expiry-queue.service';
import { AdminPhotosController, CustomerPhotosController, ProviderPhotosController } from './photos/job-photos.controller';
import { JobPhotosService } from './photos/job-photos.service';
import { RoadEtaController } from './road-eta/road-eta.controller';
import { RoadEtaService } from './road-eta/road-eta.service';
import { AdminGoneOnArrivalController, CustomerHereController, ProviderNotHereController } from './gone-on-arrival/gone-on-arrival.controller';
import { GoneOnArrivalService } from './gone-on-arrival/gone-on-arrival.service';
import { NotHerePageService } from './gone-on-arrival/not-here-page.service';
import { NotHereService } from './gone-on-arrival/not-here.service';

/** The job at the car: the provider's steps, arrival codes, photos, extra charges, the late-arrival choice, gone on arrival, the road ETA and the job link's end. */
@Module({
  imports: [MikroOrmModule.forFeature([JobPhoto, ExtraCharge]), RequestCoreModule, PaymentsModule, DispatchModule, MapsModule, LivePagesModule],
  controllers: [
    ProviderJobsController,
    AdminArrivalController,
    ProviderPhotosController, CustomerPhotosController, AdminPhotosController,
    ProviderExtrasController, CustomerExtrasController, AdminExtrasController,
    LateChoiceController,
    RoadEtaController,
    ProviderNotHereController, CustomerHereController, AdminGoneOnArrivalController,
  ],
  providers: [ProviderJobPageService, ProviderJobsService, JobDropService, ArrivalCodeService, JobPhotosService, ExtraChargesService, CancelledJobExtrasListener, LateChoiceService, LateChoicePageService, LinkExpiryQueueService, RoadEtaService, NotHereService, NotHerePageService, GoneOnArrivalService],
  exports: [ProviderJobPageService, ProviderJobsService, JobPhotosService, ExtraChargesService, LateChoiceService, NotHereService, GoneOnArrivalService],
})
export class OnSiteModule {}
