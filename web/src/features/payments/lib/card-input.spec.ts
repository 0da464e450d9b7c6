import { ERROR_CODES } from '@contracts/error-codes';
import { MESSAGES } from '@/i18n/all-messages';
import { cardRefusalId, formatCardNumber, formatCvc, formatExpiry } from './card-input';

describe('card input formatting', () => {
  it('groups card digits in fours and drops anything else', () => {
    expect(formatCardNumber('4242424242424242')).toBe('4242 4242 4242 4242');
    expect(formatCardNumber('4000-0000 0000x0002')).toBe('4000 0000 0000 0002');
    expect(formatCardNumber('42424')).toBe('4242 4');
  });

  it('writes the expiry as MM / YY', () => {
    expect(formatExpiry('1234')).toBe('12 / 34');
    expect(formatExpiry('12 / 345')).toBe('12 / 34');
    expect(formatExpiry('1')).toBe('1');
  });

  it('keeps at most four CVC digits', () => {
    expect(formatCvc('12a345')).toBe('1234');
  });

  it("names the field the server refused, by the server's own sentence, in the reader's words", () => {
    for (const sentence of ['Please enter a valid card number.', 'Please enter the expiry date as MM/YY.', 'Please enter the 3 or 4 digit security code.']) {
      const id = cardRefusalId(ERROR_CODES.invalidCard, sentence);
      expect(id && MESSAGES.en[id]).toBe(sentence);
    }
    expect(cardRefusalId(ERROR_CODES.invalidCard, 'Some newer sentence.')).toBe('errors.invalidCard');
  });

  it('gives any other coded refusal its catalogue message, and nothing for an uncoded one', () => {
    expect(cardRefusalId(ERROR_CODES.cardDeclined, 'Your card was declined.')).toBe('errors.cardDeclined');
    expect(MESSAGES.en['errors.cardDeclined']).toBe('Your card was declined.');
    expect(cardRefusalId(undefined, 'Bad Request')).toBeUndefined();
  });
});
