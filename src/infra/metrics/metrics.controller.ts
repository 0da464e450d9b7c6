import { Controller, Get, Headers, Res } from '@nestjs/common';
import { ApiBearerAuth, ApiOkResponse, ApiProduces, ApiTags, ApiUnauthorizedResponse } from '@nestjs/swagger';
import { SkipThrottle } from '@nestjs/throttler';
import type { FastifyReply } from 'fastify';
import { MetricsService } from './metrics.service';

@ApiTags('operations')
@ApiBearerAuth()
@SkipThrottle()
@Controller('metrics')
export class MetricsController {
  constructor(private readonly metrics: MetricsService) {}

  @Get()
  @ApiProduces('text/plain')
  @ApiOkResponse({ description: "This process's metrics in Prometheus's text format", content: { 'text/plain': { schema: { type: 'string' } } } })
  @ApiUnauthorizedResponse({ description: 'No metrics token, or a wrong one' })
  async scrape(@Headers('authorization') authorization: string | undefined, @Res() response: FastifyReply): Promise<void> {
    const { contentType, body } = await this.metrics.scrape(authorization);
    void response.type(contentType).send(body);
  }
}
