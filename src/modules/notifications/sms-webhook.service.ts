import { Injectable } from '@nestjs/common';
import { badRequest } from '../../common/errors/app-error';
import { fromTwilioStatus } from './providers/twilio-sms.provider';
import { NotificationsService } from './notifications.service';
import { SmsDeliveryService } from './sms-delivery.service';

export type TwilioForm = Record<string, string | undefined>;

const STOP_WORDS = new Set(['stop', 'stopall', 'unsubscribe', 'cancel', 'end', 'quit', 'optout', 'revoke']);
const START_WORDS = new Set(['start', 'unstop', 'yes', 'optin']);
const EMPTY_TWIML = '<?xml version="1.0" encoding="UTF-8"?><Response></Response>';

@Injectable()
export class SmsWebhookService {
  constructor(
    private readonly delivery: SmsDeliveryService,
    private readonly notifications: NotificationsService,
  ) {}

  async statusCallback(form: TwilioForm): Promise<void> {
    const sid = required(form, 'MessageSid');
    const status = required(form, 'MessageStatus');
    await this.delivery.recordStatus(sid, fromTwilioStatus(status), form.ErrorCode ? `Twilio error ${form.ErrorCode}` : null);
  }

  /** Twilio answers STOP/START itself; we mirror it so the outbox suppresses opted-out numbers. */
  async inbound(form: TwilioForm): Promise<string> {
    const from = required(form, 'From');
    const word = (form.Body ?? '').trim().toLowerCase().replace(/[^a-z]/g, '');
    if (STOP_WORDS.has(word)) await this.notifications.optOut(from);
    else if (START_WORDS.has(word)) await this.notifications.optIn(from);
    return EMPTY_TWIML;
  }
}

function required(form: TwilioForm, field: string): string {
  const value = form[field];
  if (typeof value !== 'string' || value === '') throw badRequest('missing_field', `${field} is required.`);
  return value;
}
