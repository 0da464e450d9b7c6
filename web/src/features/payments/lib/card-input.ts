import { ERROR_CODES, type ErrorCode } from '@contracts/error-codes';
import { ERROR_MESSAGE_IDS } from '@/i18n/error-messages';
import type { MessageId } from '@/i18n/messages';

/** '4242424242424242' → '4242 4242 4242 4242' as it is typed; at most 19 digits. */
export const formatCardNumber = (input: string): string =>
  input
    .replace(/\D/g, '')
    .slice(0, 19)
    .replace(/(\d{4})(?=\d)/g, '$1 ');

/** '1234' → '12 / 34'. */
export function formatExpiry(input: string): string {
  const digits = input.replace(/\D/g, '').slice(0, 4);
  return digits.length > 2 ? `${digits.slice(0, 2)} / ${digits.slice(2)}` : digits;
}

export const formatCvc = (input: string): string => input.replace(/\D/g, '').slice(0, 4);

/**
 * The server's refusals of a test card (`invalid_card`, one sentence per field) by the sentence it
 * sends, so the checkout can say which field is wrong in the reader's language.
 */
const INVALID_CARD_MESSAGE_IDS: Readonly<Record<string, MessageId>> = {
  'Please enter a valid card number.': 'errors.invalidCard',
  'Please enter the expiry date as MM/YY.': 'payment.checkout.invalidExpiry',
  'Please enter the 3 or 4 digit security code.': 'payment.checkout.invalidCvc',
};

/** A coded refusal of the test checkout as a message id; undefined for one the catalogues do not know. */
export function cardRefusalId(code: string | undefined, message: string): MessageId | undefined {
  if (code === ERROR_CODES.invalidCard && Object.hasOwn(INVALID_CARD_MESSAGE_IDS, message)) return INVALID_CARD_MESSAGE_IDS[message];
  return code ? ERROR_MESSAGE_IDS[code as ErrorCode] : undefined;
}
