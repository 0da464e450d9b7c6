import { ERROR_CODES } from '@contracts/error-codes';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { useErrorText } from '@/i18n/use-error-text';
import { isApiError } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { useAcceptOffer, useDeclineOffer } from '../api/offer-page';
import { OFFER_PROBLEM_MESSAGES, type ClosedOfferState } from '../components/offer/offer-state-messages';

/** The refusals that close the offer for this provider, as the page state they lead to. */
const CLOSING_REFUSALS: Partial<Record<string, ClosedOfferState>> = {
  [ERROR_CODES.offerExpired]: 'expired',
  [ERROR_CODES.jobAlreadyTaken]: 'taken',
  [ERROR_CODES.offerWithdrawn]: 'withdrawn',
};

export type AcceptOutcome = 'done' | 'invalid_eta';

/**
 * Accept with an ETA, or decline with an optional reason. A refusal that closes the offer (it expired,
 * another provider took the job, it was withdrawn from this provider) becomes `closedBy`, so the page says so instead of an error; the page is
 * read again after every refusal.
 */
export function useOfferAnswers(offerCode: string) {
  const intl = useIntl();
  const errorText = useErrorText();
  const accept = useAcceptOffer(offerCode);
  const decline = useDeclineOffer(offerCode);
  const [closed, setClosed] = useState<{ offerCode: string; state: ClosedOfferState } | null>(null);

  function onRefused(error: unknown) {
    const state = isApiError(error) && error.code ? CLOSING_REFUSALS[error.code] : undefined;
    if (state) return setClosed({ offerCode, state });
    // Answered already (on another phone, or by text): the fresh read shows how.
    if (isApiError(error) && error.code === ERROR_CODES.offerAnswered) return;
    const failed = OFFER_PROBLEM_MESSAGES.answerFailed;
    const fallback = isApiError(error) && error.isClientError ? undefined : intl.formatMessage({ id: failed.description });
    toast.error(intl.formatMessage({ id: failed.title }), { description: errorText(error, fallback) });
  }

  async function onAccept(etaMinutes: number): Promise<AcceptOutcome> {
    try {
      await accept.mutateAsync({ etaMinutes });
    } catch (error) {
      if (isApiError(error) && error.code === ERROR_CODES.invalidEta) return 'invalid_eta';
      onRefused(error);
    }
    return 'done';
  }

  async function onDecline(reason: string) {
    try {
      await decline.mutateAsync(reason ? { reason } : {});
    } catch (error) {
      onRefused(error);
    }
  }

  return {
    closedBy: closed?.offerCode === offerCode ? closed.state : null,
    onAccept,
    onDecline,
    accepting: accept.isPending,
    declining: decline.isPending,
  };
}
