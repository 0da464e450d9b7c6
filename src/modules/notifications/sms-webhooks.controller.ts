import { Body, Controller, Header, HttpCode, Post, UseGuards } from '@nestjs/common';
import { ApiExcludeController } from '@nestjs/swagger';
import { SkipThrottle } from '@nestjs/throttler';
import { WebhookForm } from './providers/sms-provider';
import { SmsWebhookService } from './sms-webhook.service';
import { TwilioSignatureGuard } from './twilio-signature.guard';

/** Twilio posts forms with many fields and adds more over time, so bodies are read, not whitelisted. */
@ApiExcludeController()
@SkipThrottle()
@UseGuards(TwilioSignatureGuard)
@Controller('sms')
export class SmsWebhooksController {
  constructor(private readonly webhooks: SmsWebhookService) {}

  @Post('status')
  @HttpCode(204)
  async status(@Body() form: WebhookForm): Promise<void> {
    await this.webhooks.statusCallback(form);
  }

  @Post('inbound')
  @HttpCode(200)
  @Header('Content-Type', 'text/xml')
  async inbound(@Body() form: WebhookForm): Promise<string> {
    return this.webhooks.inbound(form);
  }
}
