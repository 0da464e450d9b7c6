import { MikroOrmModule } from '@mikro-orm/nestjs';
import { Module } from '@nestjs/common';
import { RequestCoreModule } from '../request-core';
import { ProviderPosition } from './entities/provider-position.entity';
import { LinkExpiryProcessor } from './link-expiry.processor';
import { LinkExpiryService } from './link-expiry.service';

/** The worker side of dispatch: closing a completed job's links on time. */
@Module({
  imports: [MikroOrmModule.forFeature([ProviderPosition]), RequestCoreModule],
  providers: [LinkExpiryProcessor, LinkExpiryService],
})
export class DispatchWorkerModule {}
