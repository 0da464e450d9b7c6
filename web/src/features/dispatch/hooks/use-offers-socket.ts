import { NAMESPACES, type OffersSocketEvents } from '@contracts/socket-events';
import { useQueryClient, type QueryKey } from '@tanstack/react-query';
import { useEffect } from 'react';
import type { Socket } from 'socket.io-client';

type OffersListenEvents = { [Event in keyof OffersSocketEvents]: (payload: OffersSocketEvents[Event]) => void };

/**
 * Joins the '/offers' feed with a page's code as `auth` (the offer page's `{ offerCode }`); null stays
 * away. The server sends no data over it, only a signal: each signal, and each reconnection (for
 * whatever was missed), reads `queryKey` again.
 */
export function useOffersSocket(auth: Record<string, string> | null, queryKey: QueryKey): void {
  const queryClient = useQueryClient();
  // The effect follows the values, not a new object each render.
  const authText = auth ? JSON.stringify(auth) : null;
  const keyText = JSON.stringify(queryKey);

  useEffect(() => {
    if (!authText) return;
    const refetch = () => void queryClient.invalidateQueries({ queryKey: JSON.parse(keyText) as QueryKey });
    let socket: Socket<OffersListenEvents> | undefined;
    let closed = false;

    void import('@/lib/socket-client').then(({ connectNamespace }) => {
      if (closed) return;
      const connection = connectNamespace(NAMESPACES.offers, { auth: JSON.parse(authText) as Record<string, string> }) as Socket<OffersListenEvents>;
      socket = connection;
      connection.on('connect', () => {
        // The offers shown were read before the feed joined (by the server that rendered the page, or a fetch),
        // and after a drop changes were missed: read them again.
        refetch();
      });
      // Refused by the server (an unknown or closed code), not a network blip: the query says why.
      connection.on('connect_error', () => {
        if (!connection.active) refetch();
      });
      connection.on('offers.changed', refetch);
    });

    return () => {
      closed = true;
      socket?.removeAllListeners();
      socket?.disconnect();
    };
  }, [authText, keyText, queryClient]);
}
