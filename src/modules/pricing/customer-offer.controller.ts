import { Body, Controller, HttpCode, Param, Post } from '@nestjs/common';
import { ApiBadRequestResponse, ApiConflictResponse, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { ClientAddress } from '../../common/http/client-address.decorator';
import { viewSchema } from '../../common/http/view-schema';
import type { CustomerRequestView } from '../../contracts/request-views';
import { AcceptOfferDto, CounterOfferDto } from './dto/price.dto';
import { PricingService } from './pricing.service';

@ApiTags('customer')
@ApiConflictResponse({ description: 'The offer cannot be answered this way now; the message says why' })
@Controller('track/:trackingId')
export class CustomerOfferController {
  constructor(private readonly pricing: PricingService) {}

  @Post('accept')
  @HttpCode(200)
  @ApiOkResponse({
    description: 'The accepted request (customer view); next stop is the payment page',
    schema: viewSchema('CustomerRequestView'),
  })
  @ApiBadRequestResponse({ description: 'Agreement Required' })
  accept(
    @Param('trackingId') trackingId: string,
    @Body() body: AcceptOfferDto,
    @ClientAddress() address: string,
  ): Promise<CustomerRequestView> {
    return this.pricing.acceptOffer(trackingId, address, body.termsAccepted === true);
  }

  @Post('counter-offer')
  @HttpCode(200)
  @ApiOkResponse({ description: 'The request (customer view) with its counter-offer', schema: viewSchema('CustomerRequestView') })
  @ApiBadRequestResponse({ description: 'Invalid Amount' })
  @ApiConflictResponse({ description: 'Counter-Offer Already Used' })
  counterOffer(
    @Param('trackingId') trackingId: string,
    @Body() body: CounterOfferDto,
    @ClientAddress() address: string,
  ): Promise<CustomerRequestView> {
    return this.pricing.counterOffer(trackingId, address, body.amountCents);
  }

  @Post('reject')
  @HttpCode(200)
  @ApiOkResponse({ description: 'The request (customer view) with the final offer rejected', schema: viewSchema('CustomerRequestView') })
  reject(@Param('trackingId') trackingId: string, @ClientAddress() address: string): Promise<CustomerRequestView> {
    return this.pricing.rejectFinalOffer(trackingId, address);
  }
}
