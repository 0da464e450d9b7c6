import { randomUUID } from 'node:crypto';
import { OutgoingSms, SmsProvider, SmsSendResult } from './sms-provider';

export const OUTBOX_ONLY_SID_PREFIX = 'outbox-';

/** Without Twilio keys: the outbox row is the whole message; nothing leaves the machine. */
export class OutboxOnlySmsProvider implements SmsProvider {
  readonly name = 'outbox-only';

  async send(_message: OutgoingSms): Promise<SmsSendResult> {
    return { providerSid: `${OUTBOX_ONLY_SID_PREFIX}${randomUUID()}`, status: 'sent' };
  }

  isAuthentic(): boolean {
    return false;
  }

  parseStatusReport(): null {
    return null;
  }

  parseInbound(): null {
    return null;
  }
}
