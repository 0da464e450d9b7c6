import { createHash, randomInt } from 'node:crypto';

export const RECOVERY_CODE_COUNT = 10;
/** No 0/o, 1/l/i: a code copied by hand off paper reads one way. */
const ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';
const HALF = 5;

/** Ten codes of ten characters from a 31-letter alphabet: about 50 bits each, far beyond guessing under the throttle. */
export function newRecoveryCodes(): string[] {
  const half = () => Array.from({ length: HALF }, () => ALPHABET[randomInt(ALPHABET.length)]).join('');
  return Array.from({ length: RECOVERY_CODE_COUNT }, () => `${half()}-${half()}`);
}

/** A recovery code as typed, or null if it cannot be one: case, spaces and the dash are forgiven. */
export function readRecoveryCode(typed: string): string | null {
  const letters = typed.toLowerCase().replace(/[\s-]/g, '');
  if (letters.length !== HALF * 2 || [...letters].some((letter) => !ALPHABET.includes(letter))) return null;
  return `${letters.slice(0, HALF)}-${letters.slice(HALF)}`;
}

/** A code holds 50 random bits, so a plain hash is enough to keep the table useless to a thief. */
export const recoveryCodeHash = (code: string): string => createHash('sha256').update(`staff-recovery:${code}`).digest('hex');
