import type { RequestOffersView } from '@contracts/offer-views';
import { ERROR_CODES } from '@contracts/error-codes';
import { TOP_OFFERS } from '@domain/offer-window';
import { useQueryClient } from '@tanstack/react-query';
import { isApiError } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { requestOffersKey, useAutoDispatch, useSendOffers } from '../api/offers';
import { OFFER_TITLES, showExhaustedToast, showOffersSentToast } from '../components/admin/offer-toasts';

/** The dispatcher's offer buttons: one candidate, the top three, or the cascade; each says how it went. */
export function useOfferSending(requestId: string) {
  const queryClient = useQueryClient();
  const send = useSendOffers(requestId);
  const auto = useAutoDispatch(requestId);

  async function sendOffers(body: { providerIds: [string] } | { top: typeof TOP_OFFERS }) {
    const before = new Set(queryClient.getQueryData<RequestOffersView>(requestOffersKey(requestId))?.offers.map((offer) => offer.id));
    try {
      const view = await send.mutateAsync(body);
      const fresh = view.offers.filter((offer) => offer.status === 'open' && !before.has(offer.id));
      showOffersSentToast(fresh.map((offer) => offer.providerName));
    } catch (error) {
      showRefusal(error);
    }
  }

  async function setAutoDispatch(running: boolean) {
    try {
      const view = await auto.mutateAsync(running);
      if (view.autoDispatch?.outcome === 'exhausted') showExhaustedToast(requestId);
      else if (running) toast.success('Auto-dispatch Started', { description: 'The best provider gets the offer first; the next follows each time one goes unanswered.' });
      else toast.success('Auto-dispatch Stopped', { description: 'No more offers will be sent automatically.' });
    } catch (error) {
      showRefusal(error);
    }
  }

  return {
    sendTo: (providerId: string) => void sendOffers({ providerIds: [providerId] }),
    sendToTop: () => void sendOffers({ top: TOP_OFFERS }),
    setAutoDispatch: (running: boolean) => void setAutoDispatch(running),
    sending: send.isPending,
    switching: auto.isPending,
  };
}

function showRefusal(error: unknown) {
  if (isApiError(error, 401)) return;
  if (isApiError(error) && error.code === ERROR_CODES.noEligibleProviders) {
    toast.error(OFFER_TITLES.noEligible, { description: error.message });
  } else if (isApiError(error) && error.isClientError) {
    toast.error(error.title ?? OFFER_TITLES.notSent, { description: error.message });
  } else {
    toast.error(OFFER_TITLES.notSent, { description: 'The offer could not be sent. Check your connection and try again.' });
  }
}
