import { Body, Controller, Get, HttpCode, Param, Post } from '@nestjs/common';
import { ApiBadRequestResponse, ApiConflictResponse, ApiCookieAuth, ApiNoContentResponse, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { viewSchema } from '../../common/http/view-schema';
import type { PriceSuggestionView } from '../../contracts/rate-card-views';
import { requestIdPipe } from '../request-core';
import { FinalOfferDto, SetPriceDto } from './dto/price.dto';
import { PricingService } from './pricing.service';
import { PriceSuggestionsService } from './rate-card/price-suggestions.service';
import { Access } from '../../common/staff/staff-access.decorator';

@ApiTags('admin')
@ApiCookieAuth()
@ApiConflictResponse({ description: 'The request is not in a state that allows this; the message says why' })
@Access('desk')
@Controller('admin/requests/:id')
export class AdminPricingController {
  constructor(
    private readonly pricing: PricingService,
    private readonly suggestions: PriceSuggestionsService,
  ) {}

  @Access('read')
  @Get('price-suggestion')
  @ApiOkResponse({ description: 'What the rate card in force suggests for this request, line by line', schema: viewSchema('PriceSuggestionView') })
  suggestion(@Param('id', requestIdPipe) id: string): Promise<PriceSuggestionView> {
    return this.suggestions.forRequest(id);
  }

  @Post('price')
  @HttpCode(204)
  @ApiNoContentResponse()
  @ApiBadRequestResponse({ description: 'Invalid Price / Please enter a valid price' })
  setPrice(@Param('id', requestIdPipe) id: string, @Body() body: SetPriceDto): Promise<void> {
    return this.pricing.setPrice(id, body.priceCents);
  }

  @Post('counter-offer/accept')
  @HttpCode(204)
  @ApiNoContentResponse({ description: 'The counter-offer is the price; the customer is texted the payment page' })
  acceptCounterOffer(@Param('id', requestIdPipe) id: string): Promise<void> {
    return this.pricing.acceptCounterOffer(id);
  }

  @Post('counter-offer/reject')
  @HttpCode(204)
  @ApiNoContentResponse({ description: 'The request is cancelled; the customer is texted' })
  rejectCounterOffer(@Param('id', requestIdPipe) id: string): Promise<void> {
    return this.pricing.rejectCounterOffer(id);
  }

  @Post('final-offer')
  @HttpCode(204)
  @ApiNoContentResponse({ description: 'The customer is texted the final offer' })
  @ApiBadRequestResponse({ description: 'Invalid Amount / Please enter a valid counter-offer amount' })
  makeFinalOffer(@Param('id', requestIdPipe) id: string, @Body() body: FinalOfferDto): Promise<void> {
    return this.pricing.makeFinalOffer(id, body.amountCents);
  }
}
