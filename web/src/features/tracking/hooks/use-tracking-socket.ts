import type { CustomerRequestView } from '@contracts/request-views';
import type { TrackSocketEvents } from '@contracts/socket-events';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useEffectEvent, useState } from 'react';
import type { Socket } from 'socket.io-client';
import { trackingExtrasQueryKey, trackingPhotosQueryKey } from '@/lib/query-keys';
import { trackedRequestQueryOptions } from '../api/get-tracked-request';
import { useTrackingToasts } from './use-tracking-toasts';

type TrackListenEvents = { [Event in keyof TrackSocketEvents]: (payload: TrackSocketEvents[Event]) => void };

export type TrackingSocketState = {
  connected: boolean;
  /** The server said the link expired while the page was open. */
  linkExpired: boolean;
};

type Options = {
  enabled?: boolean;
  /** The request now answers to another tracking code (a provider was assigned). */
  onTrackingIdChange?: (trackingId: string) => void;
};

/**
 * Joins the request's live feed. Every change replaces the tracking query's data, so the page
 * renders from one cache whether the data came from a fetch or the socket.
 */
export function useTrackingSocket(trackingId: string, { enabled = true, onTrackingIdChange }: Options = {}): TrackingSocketState {
  const queryClient = useQueryClient();
  const [state, setState] = useState({ trackingId, connected: false, linkExpired: false });
  const trackingIdChanged = useEffectEvent((next: string) => onTrackingIdChange?.(next));
  // The toasts speak the reader's current language without the socket reconnecting when it changes.
  const toasts = useTrackingToasts();
  const announceRequestChanges = useEffectEvent((before: CustomerRequestView | undefined, after: CustomerRequestView) =>
    toasts.announceRequestChanges(before, after),
  );
  const showLinkExpiredToast = useEffectEvent(() => toasts.showLinkExpired());

  useEffect(() => {
    if (!enabled || !trackingId) return;
    const { queryKey } = trackedRequestQueryOptions(trackingId);
    const patch = (next: Partial<TrackingSocketState>) => setState((current) => ({ ...current, trackingId, ...next }));
    let socket: Socket<TrackListenEvents> | undefined;
    let closed = false;

    // A photo added at the car, or an extra charge proposed, answered or voided, is a change of the
    // request too; their lists are read again (when shown).
    const refreshLists = () => {
      void queryClient.invalidateQueries({ queryKey: trackingPhotosQueryKey(trackingId), exact: true });
      void queryClient.invalidateQueries({ queryKey: trackingExtrasQueryKey(trackingId), exact: true });
    };

    const apply = (next: CustomerRequestView) => {
      const before = queryClient.getQueryData(queryKey);
      queryClient.setQueryData(queryKey, next);
      refreshLists();
      announceRequestChanges(before, next);
      if (next.trackingId && next.trackingId !== trackingId) {
        queryClient.setQueryData(trackedRequestQueryOptions(next.trackingId).queryKey, next);
        trackingIdChanged(next.trackingId);
      }
    };

    // Read again on every join: see 'connect' below.
    const refetch = async () => {
      const before = queryClient.getQueryData(queryKey);
      try {
        const fresh = await queryClient.fetchQuery({ ...trackedRequestQueryOptions(trackingId), staleTime: 0 });
        announceRequestChanges(before, fresh);
        refreshLists();
      } catch {
        // The query now holds the error (404, 410, ...) and the page shows it.
      }
    };

    const join = (connection: Socket<TrackListenEvents>) => {
      connection.on('connect', () => {
        patch({ connected: true });
        // What the page shows was read before the feed joined (by the server that rendered it, the form, or a
        // fetch), and after a drop events were missed: a change in between is read again, and announced.
        void refetch();
      });
      connection.on('disconnect', () => patch({ connected: false }));
      connection.on('connect_error', () => {
        patch({ connected: false });
        // Refused by the server (unknown or expired code), not a network blip: let the query say why.
        if (!connection.active) void refetch();
      });
      connection.on('request.changed', apply);
      connection.on('provider.location', ({ lat, lng, recordedAt }) => {
        const before = queryClient.getQueryData(queryKey);
        if (!before?.provider) return;
        const next = { ...before, provider: { ...before.provider, lat, lng, lastLocationUpdate: recordedAt } };
        queryClient.setQueryData(queryKey, next);
        announceRequestChanges(before, next);
      });
      connection.on('link.expired', () => {
        patch({ linkExpired: true, connected: false });
        showLinkExpiredToast();
        connection.disconnect();
      });
    };

    // Loaded on demand: the socket client stays out of the first paint (and out of /request,
    // which shares this feature's query options).
    void import('@/lib/socket-client').then(({ connectNamespace }) => {
      if (closed) return;
      socket = connectNamespace('/track', { auth: { trackingId } }) as Socket<TrackListenEvents>;
      join(socket);
    });

    return () => {
      closed = true;
      socket?.removeAllListeners();
      socket?.disconnect();
    };
  }, [enabled, trackingId, queryClient]);

  // State from a previous tracking code never leaks into the next one.
  if (state.trackingId !== trackingId) return { connected: false, linkExpired: false };
  return { connected: state.connected, linkExpired: state.linkExpired };
}
