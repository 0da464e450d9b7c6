import { Body, Controller, Get, HttpCode, Param, Post } from '@nestjs/common';
import { ApiBadRequestResponse, ApiConflictResponse, ApiNotFoundResponse, ApiOkResponse, ApiTags, ApiTooManyRequestsResponse } from '@nestjs/swagger';
import { SkipThrottle } from '@nestjs/throttler';
import { ClientAddress } from '../../../common/http/client-address.decorator';
import { viewSchema } from '../../../common/http/view-schema';
import type { OfferPageView } from '../../../contracts/offer-views';
import { AcceptJobOfferDto, DeclineOfferDto } from './dto/offer-bodies.dto';
import { OfferPageService } from './offer-page.service';

@ApiTags('provider')
@ApiNotFoundResponse({ description: 'No offer has this code' })
@ApiTooManyRequestsResponse({ description: 'Too many lookups; see Retry-After' })
@Controller('offers/:code')
export class OffersController {
  constructor(private readonly offers: OfferPageService) {}

  @Get()
  // Counted by the lookup's own budget (LookupRateLimiter), which is tighter than the global one.
  @SkipThrottle()
  @ApiOkResponse({ description: 'The offer as its provider sees it; the first open is logged as seen', schema: viewSchema('OfferPageView') })
  view(@Param('code') code: string, @ClientAddress() address: string): Promise<OfferPageView> {
    return this.offers.open(code, address);
  }

  @Post('accept')
  @HttpCode(200)
  @ApiOkResponse({ description: 'The job is this provider’s; the customer is texted who is coming and when', schema: viewSchema('OfferPageView') })
  @ApiBadRequestResponse({ description: 'ETA Required: whole minutes from 1 to 180' })
  @ApiConflictResponse({ description: 'Offer Expired, Job Already Taken, or already answered' })
  accept(@Param('code') code: string, @Body() body: AcceptJobOfferDto, @ClientAddress() address: string): Promise<OfferPageView> {
    return this.offers.accept(code, address, body.etaMinutes);
  }

  @Post('decline')
  @HttpCode(200)
  @ApiOkResponse({ description: 'The offer is declined; auto-dispatch moves on', schema: viewSchema('OfferPageView') })
  @ApiConflictResponse({ description: 'Offer Expired, Job Already Taken, or already answered' })
  decline(@Param('code') code: string, @Body() body: DeclineOfferDto, @ClientAddress() address: string): Promise<OfferPageView> {
    return this.offers.decline(code, address, body.reason?.trim() || null);
  }
}
