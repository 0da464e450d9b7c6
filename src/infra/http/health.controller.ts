import { Controller, Get, Res } from '@nestjs/common';
import { ApiOkResponse, ApiServiceUnavailableResponse, ApiTags } from '@nestjs/swagger';
import { SkipThrottle } from '@nestjs/throttler';
import type { Response } from 'express';
import { viewSchema } from '../../common/http/view-schema';
import { HealthReport, HealthService, LiveReport, ReadinessReport } from './health.service';

@ApiTags('operations')
@SkipThrottle()
@Controller('health')
export class HealthController {
  constructor(private readonly health: HealthService) {}

  @Get()
  @ApiOkResponse({ description: 'PostgreSQL and Redis answer', schema: viewSchema('HealthReport') })
  @ApiServiceUnavailableResponse({ description: 'PostgreSQL or Redis does not answer', schema: viewSchema('HealthReport') })
  async check(@Res({ passthrough: true }) response: Response): Promise<HealthReport> {
    const report = await this.health.check();
    response.status(report.status === 'ok' ? 200 : 503);
    return report;
  }

  /** The process answers at all: a liveness probe restarts it only when it does not. */
  @Get('live')
  @ApiOkResponse({ description: 'The process is up', schema: viewSchema('LiveReport') })
  live(): LiveReport {
    return { status: 'ok' };
  }

  @Get('ready')
  @ApiOkResponse({ description: 'PostgreSQL and Redis answer, every migration has run, not shutting down', schema: viewSchema('ReadinessReport') })
  @ApiServiceUnavailableResponse({ description: 'Send this process no work now', schema: viewSchema('ReadinessReport') })
  async ready(@Res({ passthrough: true }) response: Response): Promise<ReadinessReport> {
    const report = await this.health.readiness();
    response.status(report.status === 'ok' ? 200 : 503);
    return report;
  }
}
