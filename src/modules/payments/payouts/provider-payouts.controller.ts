import { Controller, HttpCode, Param, Post } from '@nestjs/common';
import { ApiNotFoundResponse, ApiOkResponse, ApiServiceUnavailableResponse, ApiTags, ApiTooManyRequestsResponse } from '@nestjs/swagger';
import { SkipThrottle } from '@nestjs/throttler';
import { ClientAddress } from '../../../common/http/client-address.decorator';
import { viewSchema } from '../../../common/http/view-schema';
import type { PayoutOnboardingView } from '../../../contracts/payment-views';
import { PayoutAccountsService } from './payout-accounts.service';

@ApiTags('provider')
@ApiNotFoundResponse({ description: 'This provider link is not valid (never issued, re-issued or revoked)' })
@ApiTooManyRequestsResponse({ description: 'Too many lookups; see Retry-After' })
// Counted by the provider page's lookup budget (LookupRateLimiter), which is tighter than the global one.
@SkipThrottle()
@Controller('provider-pages/:code/payouts')
export class ProviderPayoutsController {
  constructor(private readonly accounts: PayoutAccountsService) {}

  @Post()
  @HttpCode(200)
  @ApiOkResponse({ description: "'Get paid by card jobs': where the provider fills in their payout details", schema: viewSchema('PayoutOnboardingView') })
  @ApiServiceUnavailableResponse({ description: 'The payment provider did not answer; try again' })
  onboard(@Param('code') code: string, @ClientAddress() address: string): Promise<PayoutOnboardingView> {
    return this.accounts.onboard(code, address);
  }
}
