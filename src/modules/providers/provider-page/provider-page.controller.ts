import { Body, Controller, Get, HttpCode, Param, Post, Put } from '@nestjs/common';
import { ApiBadRequestResponse, ApiConflictResponse, ApiNotFoundResponse, ApiOkResponse, ApiTags, ApiTooManyRequestsResponse } from '@nestjs/swagger';
import { SkipThrottle } from '@nestjs/throttler';
import { ClientAddress } from '../../../common/http/client-address.decorator';
import { viewSchema } from '../../../common/http/view-schema';
import type { PositionTakenView, ProviderPageView } from '../../../contracts/offer-views';
import { DutyDto } from './duty.dto';
import { PositionFixDto } from './position-fix.dto';
import { ProviderPageService } from './provider-page.service';

@ApiTags('provider')
@ApiNotFoundResponse({ description: 'This provider link is not valid (never issued, re-issued or revoked)' })
@ApiTooManyRequestsResponse({ description: 'Too many lookups; see Retry-After' })
@Controller('provider-pages/:code')
export class ProviderPageController {
  constructor(private readonly pages: ProviderPageService) {}

  @Get()
  // Counted by the lookup's own budget (LookupRateLimiter), which is tighter than the global one.
  @SkipThrottle()
  @ApiOkResponse({ description: 'Duty, open offers, jobs, earnings and scorecard', schema: viewSchema('ProviderPageView') })
  view(@Param('code') code: string, @ClientAddress() address: string): Promise<ProviderPageView> {
    return this.pages.view(code, address);
  }

  @Put('duty')
  @ApiOkResponse({ description: 'On or off duty for offers', schema: viewSchema('ProviderPageView') })
  @ApiConflictResponse({ description: 'The provider account is paused' })
  setDuty(@Param('code') code: string, @Body() body: DutyDto, @ClientAddress() address: string): Promise<ProviderPageView> {
    return this.pages.setDuty(code, address, body.onDuty);
  }

  @Post('position')
  @HttpCode(200)
  @SkipThrottle()
  @ApiOkResponse({ description: 'The position places the truck for matching and on the fleet map', schema: viewSchema('PositionTakenView') })
  @ApiBadRequestResponse({ description: 'Off duty, or a fix the checks refuse; the message says why' })
  recordPosition(@Param('code') code: string, @Body() body: PositionFixDto, @ClientAddress() address: string): Promise<PositionTakenView> {
    return this.pages.recordPosition(code, address, body);
  }

  @Post('agreement')
  @HttpCode(200)
  @ApiOkResponse({ description: 'The Provider Service Agreement is recorded as accepted', schema: viewSchema('ProviderPageView') })
  acceptAgreement(@Param('code') code: string, @ClientAddress() address: string): Promise<ProviderPageView> {
    return this.pages.acceptAgreement(code, address);
  }
}
