import type { AdminSocketEvents } from '@contracts/socket-events';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import type { Socket } from 'socket.io-client';
import { adminRequestsKeys } from '@/lib/query-keys';
import { connectNamespace } from '@/lib/socket-client';
import { candidatesQueryOptions } from '../api/candidates';
import { requestOffersKey } from '../api/offers';
import { showExhaustedToast, showOfferChangeToast } from '../components/admin/offer-toasts';

type OfferEvents = Pick<AdminSocketEvents, 'offer.changed' | 'auto-dispatch.changed'>;
type OfferListenEvents = { [Event in keyof OfferEvents]: (payload: OfferEvents[Event]) => void };

/**
 * The request's offers, live: each 'offer.changed' or 'auto-dispatch.changed' for this request reads
 * the offers again (and the candidates, whose rates and duty move with them) and says what happened.
 */
export function useOfferEvents(requestId: string, enabled: boolean): void {
  const queryClient = useQueryClient();

  useEffect(() => {
    if (!enabled) return;
    const socket = connectNamespace('/admin') as Socket<OfferListenEvents>;
    const refresh = () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: requestOffersKey(requestId) }),
        queryClient.invalidateQueries({ queryKey: candidatesQueryOptions(requestId).queryKey }),
      ]);
    let connectedBefore = false;

    socket.on('connect', () => {
      if (connectedBefore) void refresh();
      connectedBefore = true;
    });
    socket.on('offer.changed', (event) => {
      if (event.requestId !== requestId) return;
      showOfferChangeToast(event);
      void refresh();
      // An acceptance assigns the provider (the card turns into the assignment's); every answer adds to the activity log.
      void queryClient.invalidateQueries({ queryKey: adminRequestsKeys.detail(requestId) });
    });
    socket.on('auto-dispatch.changed', ({ requestId: changed, outcome }) => {
      if (changed !== requestId) return;
      if (outcome === 'exhausted') showExhaustedToast(requestId);
      void refresh();
    });

    return () => {
      socket.disconnect();
    };
  }, [enabled, requestId, queryClient]);
}
