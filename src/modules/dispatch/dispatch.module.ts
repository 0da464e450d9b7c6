import { MikroOrmModule } from '@mikro-orm/nestjs';
import { Module } from '@nestjs/common';
import { RequestCoreModule } from '../request-core';
import { AdminDispatchController } from './admin-dispatch.controller';
import { AdminProvidersController } from './admin-providers.controller';
import { AssignmentService } from './assignment.service';
import { ProviderPosition } from './entities/provider-position.entity';
import { Provider } from './entities/provider.entity';
import { LinkExpiryQueueService } from './link-expiry-queue.service';
import { ProviderGateway } from './provider.gateway';
import { ProviderJobsController } from './provider-jobs.controller';
import { ProviderJobsService } from './provider-jobs.service';
import { ProviderRosterService } from './provider-roster.service';

/** Provider roster, assignment, job links, the provider's job steps and live feed. */
@Module({
  imports: [MikroOrmModule.forFeature([Provider, ProviderPosition]), RequestCoreModule],
  controllers: [AdminProvidersController, AdminDispatchController, ProviderJobsController],
  providers: [ProviderGateway, ProviderRosterService, AssignmentService, ProviderJobsService, LinkExpiryQueueService],
})
export class DispatchModule {}
