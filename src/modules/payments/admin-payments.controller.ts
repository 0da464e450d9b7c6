import { Controller, Delete, HttpCode, Param, Post } from '@nestjs/common';
import { ApiConflictResponse, ApiCookieAuth, ApiNoContentResponse, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { viewSchema } from '../../common/http/view-schema';
import type { PaymentLinkView } from '../../contracts/payment-views';
import { Access } from '../../common/staff/staff-access.decorator';
import { CurrentAdmin } from '../../common/staff/signed-in-staff.decorator';
import type { SignedInAdmin } from '../../common/staff/staff-request';
import { requestIdPipe } from '../request-core';
import { DepositsService } from './deposits.service';

@ApiTags('admin')
@ApiCookieAuth()
@ApiConflictResponse({ description: 'The request is not in a state that allows this; the message says why' })
@Access('desk')
@Controller('admin/requests/:id')
export class AdminPaymentsController {
  constructor(private readonly deposits: DepositsService) {}

  @Post('payment-link')
  @HttpCode(200)
  @ApiOkResponse({ description: "The customer's payment page; the customer is texted it", schema: viewSchema('PaymentLinkView') })
  createPaymentLink(@Param('id', requestIdPipe) id: string): Promise<PaymentLinkView> {
    return this.deposits.createPaymentLink(id);
  }

  @Delete('payment-link')
  @HttpCode(204)
  @ApiNoContentResponse({ description: 'The link is deleted with its request' })
  deletePaymentLink(@Param('id', requestIdPipe) id: string, @CurrentAdmin() admin: SignedInAdmin): Promise<void> {
    return this.deposits.deletePaymentLink(id, admin.email);
  }

  @Post('refund')
  @HttpCode(204)
  @ApiNoContentResponse({ description: 'Cancelled and refunded (before a provider is assigned)' })
  refund(@Param('id', requestIdPipe) id: string): Promise<void> {
    return this.deposits.refund(id);
  }
}
