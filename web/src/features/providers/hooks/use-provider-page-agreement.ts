import { useState } from 'react';
import { useIntl } from 'react-intl';
import { useErrorText } from '@/i18n/use-error-text';
import { isApiError } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { useAcceptPageAgreement } from '../api/provider-page';
import { PROVIDER_AGREEMENT_MESSAGES } from '../lib/provider-agreement';

/**
 * The job pages' agreement handling on the provider page: asked first while the server still needs it;
 * declining closes the dialog and keeps the provider off duty until they review and accept it.
 */
export function useProviderPageAgreement(code: string, required: boolean) {
  const accept = useAcceptPageAgreement(code);
  const intl = useIntl();
  const errorText = useErrorText();
  const [declined, setDeclined] = useState(false);

  async function onAccept() {
    if (accept.isPending) return;
    try {
      await accept.mutateAsync(undefined);
      toast.success(intl.formatMessage({ id: PROVIDER_AGREEMENT_MESSAGES.agreementAccepted.title }), {
        description: intl.formatMessage({ id: 'providerPage.toast.agreementAccepted.description' }),
      });
    } catch (error) {
      const fallback = isApiError(error) && error.isClientError ? undefined : intl.formatMessage({ id: 'providerPage.state.loadFailed.description' });
      toast.error(intl.formatMessage({ id: 'provider.toast.agreementFailed.title' }), { description: errorText(error, fallback) });
    }
  }

  function onDecline() {
    setDeclined(true);
    toast.error(intl.formatMessage({ id: PROVIDER_AGREEMENT_MESSAGES.agreementDeclined.title }), {
      description: intl.formatMessage({ id: PROVIDER_AGREEMENT_MESSAGES.agreementDeclined.description }),
    });
  }

  return {
    asking: required && !declined,
    onAccept: () => void onAccept(),
    onDecline,
    review: () => setDeclined(false),
  };
}
