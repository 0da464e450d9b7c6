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
  body: string;
}

/** A webhook's form fields, as the provider posted them. */
export type WebhookForm = Record<string, string | undefined>;

/** The seam in front of whatever actually delivers texts. */
export interface SmsProvider {
  readonly name: string;
  send(message: OutgoingSms): Promise<SmsSendResult>;
  /** True when an inbound webhook really comes from the provider. */
  isAuthentic(signature: string | undefined, url: string, params: Record<string, string>): boolean;
  /** Null when the form lacks what a report needs. */
  parseStatusReport(form: WebhookForm): SmsStatusReport | null;
  parseInbound(form: WebhookForm): InboundSms | null;
}

export const SMS_PROVIDER = Symbol('SMS_PROVIDER');

export class SmsProviderError extends Error {
  constructor(message: string, readonly permanent: boolean) {
    super(message);
    this.name = 'SmsProviderError';
  }
}
