import { Body, Controller, Get, HttpCode, Param, Post } from '@nestjs/common';
import { ApiBadRequestResponse, ApiConflictResponse, ApiNotFoundResponse, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { ClientAddress } from '../../common/http/client-address.decorator';
import { viewSchema } from '../../common/http/view-schema';
import type { CheckoutSessionStatus, CheckoutStarted } from '../../contracts/payment-views';
import type { CustomerRequestView } from '../../contracts/request-views';
import { CheckoutService } from './checkout.service';
import { CheckoutDto } from './dto/checkout.dto';
import { ShareLocationDto } from './dto/share-location.dto';

@ApiTags('customer')
@Controller()
export class CustomerPaymentsController {
  constructor(private readonly checkout: CheckoutService) {}

  @Post('track/:trackingId/location')
  @HttpCode(200)
  @ApiOkResponse({ description: 'The request (customer view) with the shared location', schema: viewSchema('CustomerRequestView') })
  @ApiBadRequestResponse({ description: 'The coordinates are not a location' })
  shareLocation(
    @Param('trackingId') trackingId: string,
    @Body() body: ShareLocationDto,
    @ClientAddress() address: string,
  ): Promise<CustomerRequestView> {
    return this.checkout.shareLocation(trackingId, address, body);
  }

  @Post('track/:trackingId/checkout')
  @HttpCode(200)
  @ApiOkResponse({ description: 'Where to pay the deposit; the open session is reused', schema: viewSchema('CheckoutStarted') })
  @ApiConflictResponse({ description: 'Location sharing is required before payment, or the deposit is already paid' })
  startCheckout(
    @Param('trackingId') trackingId: string,
    @Body() body: CheckoutDto,
    @ClientAddress() address: string,
  ): Promise<CheckoutStarted> {
    return this.checkout.startCheckout(trackingId, address, { termsAccepted: body?.termsAccepted === true, saveCard: body?.saveCard === true });
  }

  @Get('payments/sessions/:sessionId')
  @ApiOkResponse({ description: 'Whether the deposit of this checkout session is recorded', schema: viewSchema('CheckoutSessionStatus') })
  @ApiNotFoundResponse({ description: 'No payment session found' })
  sessionStatus(@Param('sessionId') sessionId: string): Promise<CheckoutSessionStatus> {
    return this.checkout.sessionStatus(sessionId);
  }
}
