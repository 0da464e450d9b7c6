import { MikroOrmModule } from '@mikro-orm/nestjs';
import { Module } from '@nestjs/common';
import { ActivityLogEntry } from './entities/activity-log-entry.entity';
import { CustomerRequest } from './entities/customer-request.entity';
import { RequestLookupService } from './request-lookup.service';
import { TrackGateway } from './track.gateway';

@Module({
  imports: [MikroOrmModule.forFeature([CustomerRequest, ActivityLogEntry])],
  providers: [RequestLookupService, TrackGateway],
  exports: [RequestLookupService],
})
export class RequestsModule {}
