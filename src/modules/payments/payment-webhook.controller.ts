import { Controller, Headers, HttpCode, Post, Req, type RawBodyRequest } from '@nestjs/common';
import { ApiExcludeController } from '@nestjs/swagger';
import { SkipThrottle } from '@nestjs/throttler';
import type { FastifyRequest } from 'fastify';
import { PaymentWebhookService } from './payment-webhook.service';

/** Stripe's events; the body is read as sent, its signature checked by the service. */
@ApiExcludeController()
@SkipThrottle()
@Controller('payments/webhook')
export class PaymentWebhookController {
  constructor(private readonly webhook: PaymentWebhookService) {}

  @Post()
  @HttpCode(200)
  async receive(@Req() request: RawBodyRequest<FastifyRequest>, @Headers('stripe-signature') signature?: string): Promise<{ received: true }> {
    await this.webhook.receive(request.rawBody, signature);
    return { received: true };
  }
}
