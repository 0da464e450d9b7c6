import { Body, Controller, Get, HttpCode, Param, Post } from '@nestjs/common';
import { ApiBadRequestResponse, ApiConflictResponse, ApiGoneResponse, ApiNotFoundResponse, ApiOkResponse, ApiTags, ApiTooManyRequestsResponse } from '@nestjs/swagger';
import { SkipThrottle } from '@nestjs/throttler';
import { ClientAddress } from '../../../common/http/client-address.decorator';
import { viewSchema } from '../../../common/http/view-schema';
import type { LocationSharedView, LocationShareView } from '../../../contracts/location-share-views';
import { ShareLocationDto } from '../../payments';
import { LocationSharesService } from './location-shares.service';

@ApiTags('customer')
@ApiNotFoundResponse({ description: 'No location link has this code' })
@ApiGoneResponse({ description: 'Link Expired: the conversation by text ended or went 30 minutes without an answer' })
@ApiTooManyRequestsResponse({ description: 'Too many lookups; see Retry-After' })
// Counted by the lookup's own budget (LookupRateLimiter), which is tighter than the global one.
@SkipThrottle()
@Controller('location-shares/:code')
export class LocationSharesController {
  constructor(private readonly shares: LocationSharesService) {}

  @Get()
  @ApiOkResponse({ description: "The one-tap location page of a request being taken by text", schema: viewSchema('LocationShareView') })
  view(@Param('code') code: string, @ClientAddress() address: string): Promise<LocationShareView> {
    return this.shares.view(code, address);
  }

  @Post()
  @HttpCode(200)
  @ApiOkResponse({ description: 'The position answers where the vehicle is; the next question is texted', schema: viewSchema('LocationSharedView') })
  @ApiBadRequestResponse({ description: 'The coordinates are not a location' })
  @ApiConflictResponse({ description: 'The location was already received' })
  share(@Param('code') code: string, @Body() body: ShareLocationDto, @ClientAddress() address: string): Promise<LocationSharedView> {
    return this.shares.share(code, body, address);
  }
}
