import { useState } from 'react';
import { useIntl } from 'react-intl';
import { PROVIDER_AGREEMENT_MESSAGES } from '@/features/providers';
import { useErrorText } from '@/i18n/use-error-text';
import { useHydrated } from '@/lib/use-hydrated';
import { toast } from '@/lib/toast';
import { isApiError } from '@/lib/api-client';
import { useAcceptProviderAgreement, useDeclineProviderAgreement } from '../api/provider-job-actions';
import { hasAcceptedAgreement, hasDeclinedAgreement, rememberAgreementAccepted, rememberAgreementDeclined } from '../lib/agreement-acceptance';
import { PROVIDER_JOB_MESSAGES } from '../lib/provider-job-messages';

/** 'unknown' while the page the server rendered hydrates: only the phone remembers its answer. */
export type AgreementState = 'unknown' | 'asking' | 'accepted' | 'declined';

/** Spec §2: the agreement comes first; accepted once per job on this device (and recorded on the server), declined ends the page. */
export function useProviderAgreement(jobId: string) {
  const accept = useAcceptProviderAgreement(jobId);
  const decline = useDeclineProviderAgreement(jobId);
  const intl = useIntl();
  const errorText = useErrorText();
  const hydrated = useHydrated();
  const [state, setState] = useState<{ jobId: string; value: AgreementState } | null>(null);
  const current: AgreementState = state?.jobId === jobId ? state.value : hydrated ? rememberedState(jobId) : 'unknown';

  async function onAccept() {
    if (accept.isPending) return;
    try {
      await accept.mutateAsync();
      rememberAgreementAccepted(jobId);
      setState({ jobId, value: 'accepted' });
      toast.success(intl.formatMessage({ id: PROVIDER_AGREEMENT_MESSAGES.agreementAccepted.title }), {
        description: intl.formatMessage({ id: PROVIDER_AGREEMENT_MESSAGES.agreementAccepted.description }),
      });
    } catch (error) {
      // A refusal says why; anything else (a network failure, a server error) is the generic failure.
      const fallback = isApiError(error) && error.isClientError ? undefined : intl.formatMessage({ id: PROVIDER_JOB_MESSAGES.loadFailed.description });
      toast.error(intl.formatMessage({ id: 'provider.toast.agreementFailed.title' }), { description: errorText(error, fallback) });
    }
  }

  function onDecline() {
    setState({ jobId, value: 'declined' });
    rememberAgreementDeclined(jobId);
    // The page ends either way: the job goes back to dispatch, who are alerted.
    decline.mutate();
    toast.error(intl.formatMessage({ id: PROVIDER_AGREEMENT_MESSAGES.agreementDeclined.title }), {
      description: intl.formatMessage({ id: PROVIDER_AGREEMENT_MESSAGES.agreementDeclined.description }),
    });
  }

  return { state: current, onAccept: () => void onAccept(), onDecline };
}

const rememberedState = (jobId: string): AgreementState =>
  hasDeclinedAgreement(jobId) ? 'declined' : hasAcceptedAgreement(jobId) ? 'accepted' : 'asking';
