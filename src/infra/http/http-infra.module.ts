import { Module } from '@nestjs/common';
import { DrainState } from './drain-state';
import { HealthController } from './health.controller';
import { HealthService } from './health.service';
import { PublicConfigController } from './public-config.controller';

@Module({
  controllers: [HealthController, PublicConfigController],
  providers: [HealthService, DrainState],
  exports: [DrainState],
})
export class HttpInfraModule {}
