import { Controller, Get, Param, Res } from '@nestjs/common';
import { ApiNotFoundResponse, ApiOkResponse, ApiProduces, ApiTags, ApiTooManyRequestsResponse } from '@nestjs/swagger';
import { SkipThrottle } from '@nestjs/throttler';
import type { FastifyReply } from 'fastify';
import { ClientAddress } from '../../../common/http/client-address.decorator';
import { WeeklyStatementsService } from './weekly-statements.service';

@ApiTags('provider')
@ApiNotFoundResponse({ description: 'No statement has this code' })
@ApiTooManyRequestsResponse({ description: 'Too many lookups; see Retry-After' })
// Counted by the lookup's own budget (LookupRateLimiter), which is tighter than the global one.
@SkipThrottle()
@Controller('statements/:code')
export class StatementsController {
  constructor(private readonly statements: WeeklyStatementsService) {}

  @Get('pdf')
  @ApiProduces('application/pdf')
  @ApiOkResponse({ description: "A provider's weekly statement as a PDF, texted on Monday", content: { 'application/pdf': { schema: { type: 'string', format: 'binary' } } } })
  async pdf(@Param('code') code: string, @ClientAddress() address: string, @Res() response: FastifyReply): Promise<void> {
    const { filename, body } = await this.statements.pdf(code, address);
    void response
      .status(200)
      .headers({
        'Content-Type': 'application/pdf',
        'Content-Length': String(body.length),
        'Content-Disposition': `inline; filename="${filename}"`,
        'Cache-Control': 'private, no-store',
        'X-Content-Type-Options': 'nosniff',
      })
      .send(body);
  }
}
