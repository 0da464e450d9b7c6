import { Body, Controller, Get, HttpCode, Param, Post } from '@nestjs/common';
import { ApiNotFoundResponse, ApiOkResponse, ApiResponse, ApiTags } from '@nestjs/swagger';
import { viewSchema } from '../../common/http/view-schema';
import type { TestCheckoutPaid, TestCheckoutView } from '../../contracts/payment-views';
import { TestCardDto } from './dto/test-card.dto';
import { TestCheckoutService } from './test-checkout.service';

@ApiTags('test checkout')
@ApiNotFoundResponse({ description: 'No such session, or Stripe keys are set' })
@Controller('payments/test-checkout/:sessionId')
export class TestCheckoutController {
  constructor(private readonly testCheckout: TestCheckoutService) {}

  @Get()
  @ApiOkResponse({ description: 'What the built-in checkout page shows', schema: viewSchema('TestCheckoutView') })
  view(@Param('sessionId') sessionId: string): Promise<TestCheckoutView> {
    return this.testCheckout.view(sessionId);
  }

  @Post('pay')
  @HttpCode(200)
  @ApiOkResponse({ description: 'Paid and recorded: where to go next', schema: viewSchema('TestCheckoutPaid') })
  @ApiResponse({ status: 402, description: 'Your card was declined.' })
  pay(@Param('sessionId') sessionId: string, @Body() card: TestCardDto): Promise<TestCheckoutPaid> {
    return this.testCheckout.pay(sessionId, card);
  }
}
