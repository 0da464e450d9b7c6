import { Injectable } from '@nestjs/common';
import { fromTwilioStatus } from './providers/twilio-sms.provider';
import { NotificationsService } from './notifications.service';
import { SmsDeliveryService } from './sms-delivery.service';

const STOP_WORDS = new Set(['stop', 'stopall', 'unsubscribe', 'cancel', 'end', 'quit', 'optout', 'revoke']);
const START_WORDS = new Set(['start', 'unstop', 'yes', 'optin']);
const EMPTY_TWIML = '<?xml version="1.0" encoding="UTF-8"?><Response></Response>';

@Injectable()
export class SmsWebhookService {
  constructor(
    private readonly delivery: SmsDeliveryService,
    private readonly notifications: NotificationsService,
  ) {}

  async statusCallback(providerSid: string, providerStatus: string, errorCode: string | null): Promise<void> {
    await this.delivery.recordStatus(providerSid, fromTwilioStatus(providerStatus), errorCode ? `Twilio error ${errorCode}` : null);
  }

  /** Twilio answers STOP/START itself; we mirror it so the outbox suppresses opted-out numbers. */
  async inbound(from: string, body: string): Promise<string> {
    const word = body.trim().toLowerCase().replace(/[^a-z]/g, '');
    if (STOP_WORDS.has(word)) await this.notifications.optOut(from);
    else if (START_WORDS.has(word)) await this.notifications.optIn(from);
    return EMPTY_TWIML;
  }
}
