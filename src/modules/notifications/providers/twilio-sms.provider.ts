import twilio, { Twilio } from 'twilio';
import type { MessageInstance } from 'twilio/lib/rest/api/v2010/account/message';
import { TwilioConfig } from '../../../config/app-config';
import type { SmsStatus } from '../entities/sms-message.entity';
import { LoopbackRequestClient } from './loopback-request-client';
import {
  InboundSms,
  LOOKUP_CLOCK_SKEW_MS,
  OutgoingSms,
  SentSmsQuery,
  SmsProvider,
  SmsProviderError,
  SmsSendResult,
  SmsStatusReport,
  WebhookForm,
} from './sms-provider';

interface MessagesPage {
  instances: MessageInstance[];
  nextPage(): Promise<MessagesPage> | undefined;
}

const LOOKUP_PAGE_SIZE = 100;
/** Past this many texts to one number since the lost send, the lookup gives up rather than guess. */
const LOOKUP_MAX_SCANNED = 5_000;

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
      const status = httpStatusOf(error);
      // 4xx other than 429 means Twilio refused this message (bad number, opted out): retrying cannot help.
      const permanent = status >= 400 && status < 500 && status !== 429;
      throw new SmsProviderError((error as Error).message, permanent);
    }
  }

  /**
   * By message id when we have it, else by body among the texts to that number, newest first,
   * back to `since`. Not filtered by DateSent: Twilio sets it only once a text left its queue, and
   * a text still queued there is exactly the one that must not be sent again.
   */
  async findSent(query: SentSmsQuery): Promise<SmsSendResult | null> {
    let found: MessageInstance | null;
    try {
      found = query.providerSid ? await this.client.messages(query.providerSid).fetch() : await this.findByBody(query);
    } catch (error) {
      if (query.providerSid && httpStatusOf(error) === 404) return null;
      throw new SmsProviderError(`Could not look the text up at Twilio: ${(error as Error).message}`, false);
    }
    return found ? { providerSid: found.sid, status: fromTwilioStatus(found.status) } : null;
  }

  private async findByBody(query: SentSmsQuery): Promise<MessageInstance | null> {
    const earliest = query.since.getTime() - LOOKUP_CLOCK_SKEW_MS;
    let page: MessagesPage | undefined = await this.client.messages.page({ to: query.to, pageSize: LOOKUP_PAGE_SIZE });
    for (let scanned = 0; page; page = await page.nextPage()) {
      for (const message of page.instances) {
        if (message.dateCreated.getTime() < earliest) return null;
        if (message.direction.startsWith('outbound') && message.body === query.body) return message;
      }
      scanned += page.instances.length;
      if (scanned >= LOOKUP_MAX_SCANNED) throw new Error(`more than ${LOOKUP_MAX_SCANNED} texts to ${query.to} to look through`);
    }
    return null;
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
    if (!form.From) return null;
    return { from: form.From, to: form.To ?? null, body: form.Body ?? '', providerSid: form.MessageSid ?? form.SmsSid ?? null };
  }
}

function httpStatusOf(error: unknown): number {
  return (error as { status?: number }).status ?? 0;
}
