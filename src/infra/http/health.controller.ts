import { Controller, Get, Res } from '@nestjs/common';
import { ApiOkResponse, ApiServiceUnavailableResponse, ApiTags } from '@nestjs/swagger';
import { SkipThrottle } from '@nestjs/throttler';
import type { FastifyReply } from 'fastify';
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
  async check(@Res({ passthrough: true }) response: FastifyReply): Promise<HealthReport> {
    return answered(response, await this.health.check());
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
  async ready(@Res({ passthrough: true }) response: FastifyReply): Promise<ReadinessReport> {
    return answered(response, await this.health.readiness());
  }
}

/** 200 for a report that is 'ok', 503 for one that is not: what a load balancer reads. */
function answered<R extends HealthReport>(response: FastifyReply, report: R): R {
  response.status(report.status === 'ok' ? 200 : 503);
  return report;
}
