import { randomUUID } from 'node:crypto';
import type { Clock } from '../../../common/clock/clock';
import { LOOKUP_CLOCK_SKEW_MS, OutgoingSms, SentSmsQuery, SmsProvider, SmsSendResult } from './sms-provider';

export const OUTBOX_ONLY_SID_PREFIX = 'outbox-';
const KEPT_SENDS = 1000;

interface KeptSend {
  providerSid: string;
  to: string;
  body: string;
  at: Date;
}

/** Without Twilio keys: the outbox row is the whole message; nothing leaves the machine. */
export class OutboxOnlySmsProvider implements SmsProvider {
  readonly name = 'outbox-only';
  /** The latest sends of this process, newest last, so a lookup answers like a real provider would. */
  private readonly kept: KeptSend[] = [];

  constructor(private readonly clock: Clock) {}

  async send(message: OutgoingSms): Promise<SmsSendResult> {
    const providerSid = `${OUTBOX_ONLY_SID_PREFIX}${randomUUID()}`;
    this.kept.push({ providerSid, to: message.to, body: message.body, at: this.clock.now() });
    if (this.kept.length > KEPT_SENDS) this.kept.shift();
    return { providerSid, status: 'sent' };
  }

  async findSent(query: SentSmsQuery): Promise<SmsSendResult | null> {
    const earliest = query.since.getTime() - LOOKUP_CLOCK_SKEW_MS;
    const match = this.kept.findLast((kept) =>
      query.providerSid
        ? kept.providerSid === query.providerSid
        : kept.to === query.to && kept.body === query.body && kept.at.getTime() >= earliest,
    );
    return match ? { providerSid: match.providerSid, status: 'sent' } : null;
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
