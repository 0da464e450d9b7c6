import { useCallback } from 'react';
import { useIntl } from 'react-intl';
import { isApiError } from '@/lib/api-error';
import { ERROR_MESSAGE_IDS } from './error-messages';
import { useLanguage } from './language-provider';

/**
 * A failure in the reader's language. A coded server refusal the catalogue knows is shown in English
 * in the server's own words (the spec's, with their numbers: "try again in 40 seconds") and in
 * Spanish by its catalogue message; anything else by `fallback` (a message's text) or the error's own message.
 */
export function useErrorText(): (error: unknown, fallback?: string) => string {
  const intl = useIntl();
  const { language } = useLanguage();
  return useCallback(
    (error: unknown, fallback?: string) => {
      const id = isApiError(error) && error.code ? ERROR_MESSAGE_IDS[error.code as keyof typeof ERROR_MESSAGE_IDS] : undefined;
      if (id) return language === 'en' && error instanceof Error ? error.message : intl.formatMessage({ id });
      if (fallback !== undefined) return fallback;
      return error instanceof Error ? error.message : String(error);
    },
    [intl, language],
  );
}
