export type RandomSource = (byteCount: number) => Uint8Array;

const ONLINE_ALPHABET = '0123456789abcdefghijklmnopqrstuvwxyz';
const LINK_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789';
const ONLINE_CODE_LENGTH = 8;
const LINK_CODE_LENGTH = 9;

const ONLINE_CODE_PATTERN = /^[0-9a-z]{8}$/;
const LINK_CODE_PATTERN = /^[A-Z0-9]{9}$/;
const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function randomCode(alphabet: string, length: number, random: RandomSource): string {
  // Bytes at or above the last whole multiple of the alphabet size are dropped so every character is equally likely.
  const limit = 256 - (256 % alphabet.length);
  let code = '';
  while (code.length < length) {
    const bytes = random(length - code.length);
    if (bytes.length === 0) throw new Error('Random source returned no bytes');
    for (const byte of bytes) {
      if (byte < limit && code.length < length) code += alphabet[byte % alphabet.length];
    }
  }
  return code;
}

export function generateOnlineTrackingCode(random: RandomSource): string {
  return randomCode(ONLINE_ALPHABET, ONLINE_CODE_LENGTH, random);
}

/** A link code: a phone request's tracking code, and every tracking and job code given at an assignment. */
export function generateLinkCode(random: RandomSource): string {
  return randomCode(LINK_ALPHABET, LINK_CODE_LENGTH, random);
}

export function isOnlineTrackingCode(value: unknown): value is string {
  return typeof value === 'string' && ONLINE_CODE_PATTERN.test(value);
}

export function isLinkCode(value: unknown): value is string {
  return typeof value === 'string' && LINK_CODE_PATTERN.test(value);
}

export function isTrackingCode(value: unknown): value is string {
  return isOnlineTrackingCode(value) || isLinkCode(value);
}

export function isUuid(value: unknown): value is string {
  return typeof value === 'string' && UUID_PATTERN.test(value);
}

/** A standing or offer capability: 128 random bits as 22 URL-safe characters. */
const CAPABILITY_BYTES = 16;
const CAPABILITY_PATTERN = /^[A-Za-z0-9_-]{22}$/;

export function generateCapabilityCode(random: RandomSource): string {
  const bytes = random(CAPABILITY_BYTES);
  if (bytes.length !== CAPABILITY_BYTES) throw new Error('Random source returned too few bytes');
  return Buffer.from(bytes).toString('base64url');
}

export function isCapabilityCode(value: unknown): value is string {
  return typeof value === 'string' && CAPABILITY_PATTERN.test(value);
}

/** The four digits a job offer's text names, 1000 to 9999. */
export function generateJobNumber(random: RandomSource): string {
  const [high, low] = random(2);
  return String(1000 + (((high << 8) | low) % 9000));
}
