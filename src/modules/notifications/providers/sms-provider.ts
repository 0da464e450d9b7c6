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

/** The seam in front of whatever actually delivers texts. */
export interface SmsProvider {
  readonly name: string;
  send(message: OutgoingSms): Promise<SmsSendResult>;
  /** True when an inbound webhook really comes from the provider. */
  isAuthentic(signature: string | undefined, url: string, params: Record<string, string>): boolean;
}

export const SMS_PROVIDER = Symbol('SMS_PROVIDER');

export class SmsProviderError extends Error {
  constructor(message: string, readonly permanent: boolean) {
    super(message);
    this.name = 'SmsProviderError';
  }
}
