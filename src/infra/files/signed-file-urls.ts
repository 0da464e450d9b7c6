import { createHmac, timingSafeEqual } from 'node:crypto';
import { assertFileKey, isFileKey } from './file-store';

export const DEFAULT_FILE_URL_TTL_SECONDS = 10 * 60;

const TOKEN_SHAPE = /^([A-Za-z0-9_-]{1,2048})\.([A-Za-z0-9_-]{43})$/;
const PAYLOAD_SHAPE = /^(\d{1,15}):(.+)$/s;

/**
 * Short-lived links to stored files, served by the app itself (`/api/files/<token>`) so the disk and
 * S3 stores behave alike. A token is `base64url("<expires ms>:<key>").base64url(HMAC-SHA256)`: its
 * key and expiry can be read but not changed, and a key is random, so reading one grants nothing.
 */
export class SignedFileUrls {
  constructor(
    private readonly secret: string,
    readonly ttlSeconds: number = DEFAULT_FILE_URL_TTL_SECONDS,
  ) {
    if (secret.length < 32) throw new Error('The file link secret must be at least 32 characters long');
  }

  sign(key: string, ttlSeconds: number = this.ttlSeconds, now: Date = new Date()): string {
    assertFileKey(key);
    if (!Number.isInteger(ttlSeconds) || ttlSeconds <= 0) {
      throw new Error(`A file link lives a positive whole number of seconds (got ${ttlSeconds})`);
    }
    const payload = Buffer.from(`${now.getTime() + ttlSeconds * 1000}:${key}`, 'utf8').toString('base64url');
    return `${payload}.${this.signatureOf(payload)}`;
  }

  /**
   * The key a token grants, or null when it is expired, altered, malformed or signed with another secret,
   * or names no key the store could hold (a link minted by hand with the secret, `../` say).
   */
  verify(token: string, now: Date = new Date()): string | null {
    const [, payload, signature] = TOKEN_SHAPE.exec(token) ?? [];
    if (!payload) return null;
    // Compared as text, not decoded bytes: base64url has several spellings of the same final byte.
    if (!timingSafeEqual(Buffer.from(signature), Buffer.from(this.signatureOf(payload)))) return null;
    const [, expiresAt, key] = PAYLOAD_SHAPE.exec(Buffer.from(payload, 'base64url').toString('utf8')) ?? [];
    if (!key || !isFileKey(key) || now.getTime() >= Number(expiresAt)) return null;
    return key;
  }

  /** The full link to a stored file, good for the default lifetime from `now`. */
  url(publicUrl: string, key: string, now: Date): string {
    return fileUrl(publicUrl, this.sign(key, this.ttlSeconds, now));
  }

  private signatureOf(payload: string): string {
    return createHmac('sha256', this.secret).update(payload).digest('base64url');
  }
}

export function fileUrl(publicUrl: string, token: string): string {
  return `${publicUrl.replace(/\/+$/, '')}/api/files/${token}`;
}
