import { Body, Controller, Get, HttpCode, Param, Post } from '@nestjs/common';
import { ApiConflictResponse, ApiNotFoundResponse, ApiOkResponse, ApiPaymentRequiredResponse, ApiTags, ApiTooManyRequestsResponse } from '@nestjs/swagger';
import { SkipThrottle } from '@nestjs/throttler';
import { ClientAddress } from '../../../common/http/client-address.decorator';
import { viewSchema } from '../../../common/http/view-schema';
import type { CardBalanceView, CheckoutStarted } from '../../../contracts/payment-views';
import { BalancePayDto } from './balance-pay.dto';
import { CardBalancesService } from './card-balances.service';

@ApiTags('customer')
@ApiNotFoundResponse({ description: 'No balance has this code' })
@ApiTooManyRequestsResponse({ description: 'Too many lookups; see Retry-After' })
// Counted by the lookup's own budget (LookupRateLimiter), which is tighter than the global one.
@SkipThrottle()
@Controller('balance/:code')
export class CardBalanceController {
  constructor(private readonly balances: CardBalancesService) {}

  @Get()
  @ApiOkResponse({ description: "A completed job's balance, to pay by card with a tip", schema: viewSchema('CardBalanceView') })
  view(@Param('code') code: string, @ClientAddress() address: string): Promise<CardBalanceView> {
    return this.balances.view(code, address);
  }

  @Post('saved-card')
  @HttpCode(200)
  @ApiOkResponse({ description: 'Paid with the card saved at the deposit', schema: viewSchema('CardBalanceView') })
  @ApiPaymentRequiredResponse({ description: 'Card Declined; the message says whether to try another card' })
  @ApiConflictResponse({ description: 'Already paid, or no card was saved' })
  payWithSavedCard(@Param('code') code: string, @Body() body: BalancePayDto, @ClientAddress() address: string): Promise<CardBalanceView> {
    return this.balances.payWithSavedCard(code, address, body.tipCents);
  }

  @Post('checkout')
  @HttpCode(200)
  @ApiOkResponse({ description: 'Where to pay with another card', schema: viewSchema('CheckoutStarted') })
  @ApiConflictResponse({ description: 'Already paid' })
  checkout(@Param('code') code: string, @Body() body: BalancePayDto, @ClientAddress() address: string): Promise<CheckoutStarted> {
    return this.balances.checkout(code, address, body.tipCents);
  }
}
