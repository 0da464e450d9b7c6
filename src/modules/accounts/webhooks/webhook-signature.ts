import { createHmac, randomBytes } from 'node:crypto';

export const SIGNATURE_HEADER = 'Roadside-Signature';
export const EVENT_ID_HEADER = 'Roadside-Event-Id';
export const SECRET_PREFIX = 'whsec_';

/** A new endpoint's signing secret: 192 random bits. */
export const newSigningSecret = (): string => `${SECRET_PREFIX}${randomBytes(24).toString('base64url')}`;

/** `t=<unix seconds>,v1=<hex HMAC-SHA256 of "t.body">`, as Stripe signs: the timestamp lets the receiver refuse a replayed old request. */
export function signatureHeader(secret: string, body: string, at: Date): string {
  const timestamp = Math.floor(at.getTime() / 1000);
  const v1 = createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex');
  return `t=${timestamp},v1=${v1}`;
}
