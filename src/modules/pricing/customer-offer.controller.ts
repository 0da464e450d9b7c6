import { Body, Controller, HttpCode, Param, Post, Req } from '@nestjs/common';
import { ApiBadRequestResponse, ApiConflictResponse, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import type { Request } from 'express';
import type { CustomerRequestView } from '../../domain/request-views';
import { AcceptOfferDto, AmountDto } from './dto/price.dto';
import { PricingService } from './pricing.service';

@ApiTags('customer')
@ApiConflictResponse({ description: 'The offer cannot be answered this way now; the message says why' })
@Controller('track/:trackingId')
export class CustomerOfferController {
  constructor(private readonly pricing: PricingService) {}

  @Post('accept')
  @HttpCode(200)
  @ApiOkResponse({ description: 'The accepted request (customer view); next stop is the payment page' })
  @ApiBadRequestResponse({ description: 'Agreement Required' })
  accept(
    @Param('trackingId') trackingId: string,
    @Body() body: AcceptOfferDto,
    @Req() request: Request,
  ): Promise<CustomerRequestView> {
    return this.pricing.acceptOffer(trackingId, request.ip ?? 'unknown', body.termsAccepted === true);
  }

  @Post('counter-offer')
  @HttpCode(200)
  @ApiBadRequestResponse({ description: 'Invalid Amount' })
  @ApiConflictResponse({ description: 'Counter-Offer Already Used' })
  counterOffer(
    @Param('trackingId') trackingId: string,
    @Body() body: AmountDto,
    @Req() request: Request,
  ): Promise<CustomerRequestView> {
    return this.pricing.counterOffer(trackingId, request.ip ?? 'unknown', body.amount);
  }

  @Post('reject')
  @HttpCode(200)
  reject(@Param('trackingId') trackingId: string, @Req() request: Request): Promise<CustomerRequestView> {
    return this.pricing.rejectFinalOffer(trackingId, request.ip ?? 'unknown');
  }
}
