import twilio, { Twilio } from 'twilio';
import { TwilioConfig } from '../../../config/app-config';
import type { SmsStatus } from '../entities/sms-message.entity';
import { LoopbackRequestClient } from './loopback-request-client';
import {
  InboundSms,
  OutgoingSms,
  SmsProvider,
  SmsProviderError,
  SmsSendResult,
  SmsStatusReport,
  WebhookForm,
} from './sms-provider';

function fromTwilioStatus(status: string): SmsStatus {
  if (status === 'delivered' || status === 'read') return 'delivered';
  if (status === 'failed' || status === 'undelivered' || status === 'canceled') return 'failed';
  return 'sent';
}

export class TwilioSmsProvider implements SmsProvider {
  readonly name = 'twilio';
  private readonly client: Twilio;

  constructor(private readonly config: TwilioConfig) {
    this.client = twilio(config.accountSid, config.authToken, {
      httpClient: config.apiUrl ? new LoopbackRequestClient(config.apiUrl) : undefined,
    });
  }

  async send(message: OutgoingSms): Promise<SmsSendResult> {
    try {
      const sent = await this.client.messages.create({
        to: message.to,
        body: message.body,
        ...(this.config.messagingServiceSid
          ? { messagingServiceSid: this.config.messagingServiceSid }
          : { from: this.config.from! }),
        ...(message.statusCallbackUrl ? { statusCallback: message.statusCallbackUrl } : {}),
      });
      return { providerSid: sent.sid, status: fromTwilioStatus(sent.status) };
    } catch (error) {
      const status = (error as { status?: number }).status ?? 0;
      // 4xx other than 429 means Twilio refused this message (bad number, opted out): retrying cannot help.
      const permanent = status >= 400 && status < 500 && status !== 429;
      throw new SmsProviderError((error as Error).message, permanent);
    }
  }

  isAuthentic(signature: string | undefined, url: string, params: Record<string, string>): boolean {
    if (!signature) return false;
    return twilio.validateRequest(this.config.authToken, signature, url, params);
  }

  parseStatusReport(form: WebhookForm): SmsStatusReport | null {
    if (!form.MessageSid || !form.MessageStatus) return null;
    return {
      providerSid: form.MessageSid,
      status: fromTwilioStatus(form.MessageStatus),
      error: form.ErrorCode ? `Twilio error ${form.ErrorCode}` : null,
    };
  }

  parseInbound(form: WebhookForm): InboundSms | null {
    return form.From ? { from: form.From, body: form.Body ?? '' } : null;
  }
}
