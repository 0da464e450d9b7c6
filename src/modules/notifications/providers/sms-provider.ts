import type { SmsStatus } from '../entities/sms-message.entity';

export interface OutgoingSms {
  to: string;
  body: string;
  statusCallbackUrl: string | null;
}

export interface SmsSendResult {
  providerSid: string;
  status: SmsStatus;
}

/** A delivery report, in our terms. */
export interface SmsStatusReport {
  providerSid: string;
  status: SmsStatus;
  error: string | null;
}

export interface InboundSms {
  from: string;
  /** Our number it was sent to, when the provider says. */
  to: string | null;
  body: string;
  /** The provider's id of the text; a redelivered webhook carries the same one. */
  providerSid: string | null;
}

/** A text whose send was started but whose outcome was never recorded (the worker died mid-send). */
export interface SentSmsQuery {
  to: string;
  body: string;
  /** No send of this text can be older than this. */
  since: Date;
  /** Known when the send was recorded before its row was left unfinished. */
  providerSid: string | null;
}

/** A webhook's form fields, as the provider posted them. */
export type WebhookForm = Record<string, string | undefined>;

/** The seam in front of whatever actually delivers texts. */
export interface SmsProvider {
  readonly name: string;
  send(message: OutgoingSms): Promise<SmsSendResult>;
  /** The provider's record of a text it took, or null when it never took it; throws when it cannot tell. */
  findSent(query: SentSmsQuery): Promise<SmsSendResult | null>;
  /** True when an inbound webhook really comes from the provider. */
  isAuthentic(signature: string | undefined, url: string, params: Record<string, string>): boolean;
  /** Null when the form lacks what a report needs. */
  parseStatusReport(form: WebhookForm): SmsStatusReport | null;
  parseInbound(form: WebhookForm): InboundSms | null;
}

export const SMS_PROVIDER = Symbol('SMS_PROVIDER');

/** Clocks differ between us and the provider; a send is looked for from this long before `since`. */
export const LOOKUP_CLOCK_SKEW_MS = 60_000;

export class SmsProviderError extends Error {
  constructor(message: string, readonly permanent: boolean) {
    super(message);
    this.name = 'SmsProviderError';
  }
}
