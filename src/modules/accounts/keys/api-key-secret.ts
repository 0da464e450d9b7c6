import { randomBytes } from 'node:crypto';
import { API_KEY_PREFIX } from '../../../domain/business-accounts';

/** A new key: a visible prefix that names it, and 256 bits of secret after it. Only the whole key's digest is kept. */
export function newApiKey(): { key: string; prefix: string } {
  const prefix = `${API_KEY_PREFIX}${randomBytes(6).toString('hex')}`;
  return { key: `${prefix}_${randomBytes(32).toString('base64url')}`, prefix };
}

/** The key of an `Authorization: Bearer <key>` header, or null. */
export function bearerKey(header: string | undefined): string | null {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header ?? '');
  return match ? match[1] : null;
}
