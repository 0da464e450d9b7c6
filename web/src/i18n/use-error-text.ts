import { useCallback } from 'react';
import { useIntl } from 'react-intl';
import { isApiError } from '@/lib/api-error';
import { ERROR_MESSAGE_IDS } from './error-messages';

/**
 * A failure in the reader's language: a coded server refusal by its catalogue message, anything else
 * by `fallback` (a message id's text) or the error's own message.
 */
export function useErrorText(): (error: unknown, fallback?: string) => string {
  const intl = useIntl();
  return useCallback(
    (error: unknown, fallback?: string) => {
      const id = isApiError(error) && error.code ? ERROR_MESSAGE_IDS[error.code as keyof typeof ERROR_MESSAGE_IDS] : undefined;
      if (id) return intl.formatMessage({ id });
      if (fallback !== undefined) return fallback;
      return error instanceof Error ? error.message : String(error);
    },
    [intl],
  );
}
