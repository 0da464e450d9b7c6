import { Inject, Injectable } from '@nestjs/common';
import { badRequest } from '../../common/errors/app-error';
import { NotificationsService } from './notifications.service';
import { SMS_PROVIDER, SmsProvider, WebhookForm } from './providers/sms-provider';
import { SmsDeliveryService } from './sms-delivery.service';
import { ERROR_CODES } from '../../contracts/error-codes';

const STOP_WORDS = new Set(['stop', 'stopall', 'unsubscribe', 'cancel', 'end', 'quit', 'optout', 'revoke']);
const START_WORDS = new Set(['start', 'unstop', 'yes', 'optin']);
const EMPTY_TWIML = '<?xml version="1.0" encoding="UTF-8"?><Response></Response>';

@Injectable()
export class SmsWebhookService {
  constructor(
    @Inject(SMS_PROVIDER) private readonly provider: SmsProvider,
    private readonly delivery: SmsDeliveryService,
    private readonly notifications: NotificationsService,
  ) {}

  async statusCallback(form: WebhookForm): Promise<void> {
    const report = this.provider.parseStatusReport(form);
    if (!report) throw badRequest(ERROR_CODES.missingField, 'MessageSid and MessageStatus are required.');
    await this.delivery.recordStatus(report);
  }

  /** Twilio answers STOP/START itself; we mirror it so the outbox suppresses opted-out numbers. */
  async inbound(form: WebhookForm): Promise<string> {
    const message = this.provider.parseInbound(form);
    if (!message) throw badRequest(ERROR_CODES.missingField, 'From is required.');
    const word = message.body.trim().toLowerCase().replace(/[^a-z]/g, '');
    if (STOP_WORDS.has(word)) await this.notifications.optOut(message.from);
    else if (START_WORDS.has(word)) await this.notifications.optIn(message.from);
    return EMPTY_TWIML;
  }
}
