import { parsePhoneNumberFromString } from 'libphonenumber-js';

/** E.164 for a valid number (US by default), otherwise null. */
export function toE164(input: string | null | undefined): string | null {
  if (!input) return null;
  const parsed = parsePhoneNumberFromString(input.trim(), 'US');
  return parsed?.isValid() ? parsed.number : null;
}

export function formatNational(e164: string): string {
  return parsePhoneNumberFromString(e164)?.formatNational() ?? e164;
}
