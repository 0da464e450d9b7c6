import { Controller, Get, Param, Res } from '@nestjs/common';
import { ApiNotFoundResponse, ApiOkResponse, ApiProduces, ApiTags } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { viewListSchema } from '../../../common/http/view-schema';
import type { InvoiceView } from '../../../contracts/account-views';
import { AccountAccess } from '../portal/account-access.decorator';
import type { AccountMember } from '../portal/account-member';
import { CurrentMember } from '../portal/current-member.decorator';
import { invoiceIdPipe } from './invoice-errors';
import { sendDownload } from '../../../common/http/send-download';
import { InvoicesService } from './invoices.service';

@ApiTags('business')
@AccountAccess('requester')
@Controller('business/invoices')
export class PortalInvoicesController {
  constructor(private readonly invoices: InvoicesService) {}

  @Get()
  @ApiOkResponse({ description: "The member's account's invoices, newest first", schema: viewListSchema('InvoiceView') })
  list(@CurrentMember() member: AccountMember): Promise<InvoiceView[]> {
    return this.invoices.ofAccount(member.accountId);
  }

  @Get(':id/pdf')
  @ApiProduces('application/pdf')
  @ApiOkResponse({ description: 'One of the account’s invoices as a PDF', content: { 'application/pdf': { schema: { type: 'string', format: 'binary' } } } })
  @ApiNotFoundResponse({ description: 'The account has no invoice with this id' })
  async pdf(@Param('id', invoiceIdPipe) id: string, @CurrentMember() member: AccountMember, @Res() response: FastifyReply): Promise<void> {
    sendDownload(response, await this.invoices.pdf(id, member.accountId));
  }

  @Get(':id/csv')
  @ApiProduces('text/csv')
  @ApiOkResponse({ description: 'One of the account’s invoices as CSV: one row per line', content: { 'text/csv': { schema: { type: 'string' } } } })
  @ApiNotFoundResponse({ description: 'The account has no invoice with this id' })
  async csv(@Param('id', invoiceIdPipe) id: string, @CurrentMember() member: AccountMember, @Res() response: FastifyReply): Promise<void> {
    sendDownload(response, await this.invoices.csv(id, member.accountId));
  }
}
