import { ERROR_CODES, type ErrorCode } from '@contracts/error-codes';
import { useCallback } from 'react';
import { useIntl } from 'react-intl';
import { useLanguage } from '@/i18n/language-provider';
import type { MessageId, TitledMessage } from '@/i18n/messages';
import { useErrorText } from '@/i18n/use-error-text';
import { toast } from '@/lib/toast';
import { pricingFailure } from '../lib/show-pricing-error';

/** The headings (the server's `title`) of the refusals a customer's answer to an offer can meet, by code. */
const REFUSAL_TITLE_IDS: Readonly<Partial<Record<ErrorCode, MessageId>>> = {
  [ERROR_CODES.invalidCounterOffer]: 'tracking.offer.invalidAmount.title',
  [ERROR_CODES.agreementRequired]: 'tracking.offer.agreementRequired.title',
  [ERROR_CODES.counterOfferAlreadyUsed]: 'tracking.offer.counterOfferAlreadyUsed.title',
};

const refusalTitleId = (code: string | undefined): MessageId | undefined =>
  code !== undefined && Object.hasOwn(REFUSAL_TITLE_IDS, code) ? REFUSAL_TITLE_IDS[code as ErrorCode] : undefined;

/**
 * The customer's toast for a failed answer to an offer, in their language: a refusal the server explains
 * (invalid amount, wrong state, already used, throttled) in its words, anything else `fallback`.
 */
export function useOfferErrorToast(): (error: unknown, fallback: TitledMessage) => void {
  const intl = useIntl();
  const { language } = useLanguage();
  const errorText = useErrorText();
  return useCallback(
    (error: unknown, fallback: TitledMessage) => {
      const failure = pricingFailure(error);
      if (failure.kind === 'unauthorized') return;
      if (failure.kind === 'explained') {
        const titleId = refusalTitleId(failure.error.code);
        // A heading this version has no words for is shown as the server gave it only to an English reader.
        const title = titleId
          ? intl.formatMessage({ id: titleId })
          : (language === 'en' && failure.error.title) || intl.formatMessage({ id: 'tracking.offer.error.title' });
        toast.error(title, { description: errorText(failure.error) });
        return;
      }
      toast.error(intl.formatMessage({ id: fallback.title }), { description: intl.formatMessage({ id: fallback.description }) });
    },
    [intl, language, errorText],
  );
}
