import { Controller, Get, Param, Query, Res } from '@nestjs/common';
import { ApiGoneResponse, ApiNotFoundResponse, ApiOkResponse, ApiProduces, ApiTags, ApiTooManyRequestsResponse } from '@nestjs/swagger';
import { SkipThrottle } from '@nestjs/throttler';
import type { FastifyReply } from 'fastify';
import { ClientAddress } from '../../../common/http/client-address.decorator';
import { viewSchema } from '../../../common/http/view-schema';
import type { ReceiptView } from '../../../contracts/receipt-views';
import { ReceiptPdfQueryDto } from './receipt-pdf-query.dto';
import { ReceiptsService } from './receipts.service';

@ApiTags('customer')
@ApiNotFoundResponse({ description: 'No receipt has this code' })
@ApiGoneResponse({ description: 'Receipt Expired: receipts are kept for 90 days' })
@ApiTooManyRequestsResponse({ description: 'Too many lookups; see Retry-After' })
// Counted by the lookup's own budget (LookupRateLimiter), which is tighter than the global one.
@SkipThrottle()
@Controller('receipts/:code')
export class ReceiptsController {
  constructor(private readonly receipts: ReceiptsService) {}

  @Get()
  @ApiOkResponse({ description: "A completed job's itemized receipt", schema: viewSchema('ReceiptView') })
  view(@Param('code') code: string, @ClientAddress() address: string): Promise<ReceiptView> {
    return this.receipts.view(code, address);
  }

  @Get('pdf')
  @ApiProduces('application/pdf')
  @ApiOkResponse({ description: 'The same receipt as a PDF file, drawn on the server', content: { 'application/pdf': { schema: { type: 'string', format: 'binary' } } } })
  async pdf(@Param('code') code: string, @Query() query: ReceiptPdfQueryDto, @ClientAddress() address: string, @Res() response: FastifyReply): Promise<void> {
    const { filename, body } = await this.receipts.pdf(code, address, query.lang);
    void response
      .status(200)
      .headers({
        'Content-Type': 'application/pdf',
        'Content-Length': String(body.length),
        'Content-Disposition': `attachment; filename="${filename}"`,
        'Cache-Control': 'private, no-store',
        'X-Content-Type-Options': 'nosniff',
      })
      .send(body);
  }
}
