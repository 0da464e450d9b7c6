import { parsePhoneNumberFromString } from 'libphonenumber-js';
import { parsePhoneNumberFromString as parseWithTypes } from 'libphonenumber-js/max';

/** E.164 for a valid number (US by default), otherwise null. */
export function toE164(input: string | null | undefined): string | null {
  if (!input) return null;
  const parsed = parsePhoneNumberFromString(input.trim(), 'US');
  return parsed?.isValid() ? parsed.number : null;
}

const TEXTABLE_TYPES = new Set(['MOBILE', 'FIXED_LINE_OR_MOBILE', 'FIXED_LINE', 'VOIP']);

/**
 * E.164 for a US number that can receive our texts, otherwise null. Anyone can submit the
 * public form, so premium-rate, toll-free and foreign numbers are refused: we pay for every text.
 */
export function toTextableUsNumber(input: string | null | undefined): string | null {
  if (!input) return null;
  const parsed = parseWithTypes(input.trim(), 'US');
  if (!parsed?.isValid() || parsed.country !== 'US') return null;
  const type = parsed.getType();
  return type && TEXTABLE_TYPES.has(type) ? parsed.number : null;
}

export function formatNational(e164: string): string {
  return parsePhoneNumberFromString(e164)?.formatNational() ?? e164;
}
