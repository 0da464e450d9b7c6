import { Controller, Get, HttpCode, Param, Post, Query, Res } from '@nestjs/common';
import { ApiConflictResponse, ApiCookieAuth, ApiNotFoundResponse, ApiOkResponse, ApiProduces, ApiTags } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { viewListSchema, viewSchema } from '../../../common/http/view-schema';
import { CurrentAdmin } from '../../../common/staff/signed-in-staff.decorator';
import { Access } from '../../../common/staff/staff-access.decorator';
import type { SignedInAdmin } from '../../../common/staff/staff-request';
import type { InvoiceView } from '../../../contracts/account-views';
import { invoiceIdPipe } from './invoice-errors';
import { sendDownload } from '../../../common/http/send-download';
import { InvoiceListQueryDto } from './invoice-list-query.dto';
import { InvoicesService } from './invoices.service';

@ApiTags('admin')
@ApiCookieAuth()
@Access('read')
@Controller('admin/invoices')
export class AdminInvoicesController {
  constructor(private readonly invoices: InvoicesService) {}

  @Get()
  @ApiOkResponse({ description: "The business accounts' monthly invoices, newest first", schema: viewListSchema('InvoiceView') })
  list(@Query() query: InvoiceListQueryDto): Promise<InvoiceView[]> {
    return this.invoices.list(query.status);
  }

  @Post(':id/paid')
  @Access('owner')
  @HttpCode(200)
  @ApiOkResponse({ description: 'The invoice, marked paid by the signed-in owner', schema: viewSchema('InvoiceView') })
  @ApiNotFoundResponse({ description: 'No invoice has this id' })
  @ApiConflictResponse({ description: 'The invoice was already marked paid' })
  markPaid(@Param('id', invoiceIdPipe) id: string, @CurrentAdmin() admin: SignedInAdmin): Promise<InvoiceView> {
    return this.invoices.markPaid(id, admin.name);
  }

  @Get(':id/pdf')
  @ApiProduces('application/pdf')
  @ApiOkResponse({ description: 'The invoice as a PDF', content: { 'application/pdf': { schema: { type: 'string', format: 'binary' } } } })
  @ApiNotFoundResponse({ description: 'No invoice has this id' })
  async pdf(@Param('id', invoiceIdPipe) id: string, @Res() response: FastifyReply): Promise<void> {
    sendDownload(response, await this.invoices.pdf(id));
  }

  @Get(':id/csv')
  @ApiProduces('text/csv')
  @ApiOkResponse({ description: 'The invoice as CSV: one row per line', content: { 'text/csv': { schema: { type: 'string' } } } })
  @ApiNotFoundResponse({ description: 'No invoice has this id' })
  async csv(@Param('id', invoiceIdPipe) id: string, @Res() response: FastifyReply): Promise<void> {
    sendDownload(response, await this.invoices.csv(id));
  }
}
