import { MikroOrmModule } from '@mikro-orm/nestjs';
import { Module } from '@nestjs/common';
import { NotificationsModule } from '../notifications';
import { ActivityLogService } from './activity-log.service';
import { ActivityLogEntry } from './entities/activity-log-entry.entity';
import { CustomerRequest } from './entities/customer-request.entity';
import { RetiredLinkCode } from './entities/retired-link-code.entity';
import { LookupRateLimiter } from './lookup-rate-limiter.service';
import { RequestEventsService } from './request-events.service';
import { RequestLookupService } from './request-lookup.service';
import { RequestTransitionsService } from './request-transitions.service';
import { RequestUnitOfWork } from './request-unit-of-work';
import { RequestChangeWatchers } from './request-change-watchers';
import { RequestViewReader } from './request-view.reader';
import { RequestTexts } from './texts/request-texts';
import { RequestRepository } from './request.repository';

/** The request record every feature shares: its repository, lookups, live events and the one transition engine. */
@Module({
  imports: [MikroOrmModule.forFeature([CustomerRequest, ActivityLogEntry, RetiredLinkCode]), NotificationsModule],
  providers: [
    ActivityLogService,
    LookupRateLimiter,
    RequestChangeWatchers,
    RequestEventsService,
    RequestLookupService,
    RequestRepository,
    RequestTexts,
    RequestTransitionsService,
    RequestUnitOfWork,
    RequestViewReader,
  ],
  exports: [
    ActivityLogService,
    LookupRateLimiter,
    RequestChangeWatchers,
    RequestEventsService,
    RequestLookupService,
    RequestRepository,
    RequestTexts,
    RequestTransitionsService,
    NotificationsModule,
  ],
})
export class RequestCoreModule {}
