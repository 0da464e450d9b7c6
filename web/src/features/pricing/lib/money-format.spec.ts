import { formatUsd } from '@domain/money';
import { createIntl } from 'react-intl';
import { MESSAGES } from '@/i18n/all-messages';
import { formatCents } from './money-format';
import { OFFER_MESSAGES } from './pricing-messages';

const english = createIntl({ locale: 'en-US', messages: MESSAGES.en });
const spanish = createIntl({ locale: 'es-US', messages: MESSAGES.es });

describe('formatCents', () => {
  it.each([1, 6750, 11000, 123456789])('writes %d cents as formatUsd does, in both languages', (cents) => {
    expect(formatCents(english, cents)).toBe(formatUsd(cents));
    expect(formatCents(spanish, cents)).toBe(formatUsd(cents));
  });
});

describe("the offer's toasts", () => {
  it('put the amount where the spec says', () => {
    const amount = formatCents(english, 11000);
    expect(english.formatMessage({ id: OFFER_MESSAGES.offerAccepted.description }, { amount })).toBe(
      "You've accepted the price of $110.00. Redirecting to payment...",
    );
    expect(english.formatMessage({ id: OFFER_MESSAGES.counterOfferSent.description }, { amount: formatCents(english, 10000) })).toBe(
      'Your counter-offer of $100.00 has been sent to the admin.',
    );
  });
});
