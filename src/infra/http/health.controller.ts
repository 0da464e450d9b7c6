import { Controller, Get, Res } from '@nestjs/common';
import { ApiOkResponse, ApiServiceUnavailableResponse, ApiTags } from '@nestjs/swagger';
import { SkipThrottle } from '@nestjs/throttler';
import type { Response } from 'express';
import { viewSchema } from '../../common/http/view-schema';
import { HealthReport, HealthService } from './health.service';

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
}
