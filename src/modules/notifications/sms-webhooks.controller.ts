import { Body, Controller, Header, HttpCode, Post, UseGuards } from '@nestjs/common';
import { ApiExcludeController } from '@nestjs/swagger';
import { SkipThrottle } from '@nestjs/throttler';
import { SmsInboundDto, SmsStatusCallbackDto } from './dto/sms-status-callback.dto';
import { SmsWebhookService } from './sms-webhook.service';
import { TwilioSignatureGuard } from './twilio-signature.guard';

@ApiExcludeController()
@SkipThrottle()
@UseGuards(TwilioSignatureGuard)
@Controller('sms')
export class SmsWebhooksController {
  constructor(private readonly webhooks: SmsWebhookService) {}

  @Post('status')
  @HttpCode(204)
  async status(@Body() body: SmsStatusCallbackDto): Promise<void> {
    await this.webhooks.statusCallback(body.MessageSid, body.MessageStatus, body.ErrorCode ?? null);
  }

  @Post('inbound')
  @HttpCode(200)
  @Header('Content-Type', 'text/xml')
  async inbound(@Body() body: SmsInboundDto): Promise<string> {
    return this.webhooks.inbound(body.From, body.Body);
  }
}
