import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useEffect, useEffectEvent, useState } from 'react';
import type { Socket } from 'socket.io-client';
import type { AdminRequestSummary, AdminSocketEvents } from '@domain/request-views';
import { connectNamespace } from '@/lib/socket-client';
import { adminRequestsKeys } from './admin-requests-keys';

type AdminListenEvents = { [Event in keyof AdminSocketEvents]: (payload: AdminSocketEvents[Event]) => void };

export type AdminFeedStatus = 'connecting' | 'live' | 'paused';

/** After the server refuses the socket (e.g. a session hiccup) try again this much later. */
const REJOIN_DELAY_MS = 15_000;

type Options = { onCreated?: (request: AdminRequestSummary) => void };

/**
 * The '/admin' live feed. Each event patches the cached list at once and then refetches it and
 * the affected details through the same query keys; a reconnect refetches everything missed.
 */
export function useAdminRequestEvents({ onCreated }: Options = {}): AdminFeedStatus {
  const queryClient = useQueryClient();
  const [status, setStatus] = useState<AdminFeedStatus>('connecting');
  const notifyCreated = useEffectEvent((request: AdminRequestSummary) => onCreated?.(request));

  useEffect(() => {
    const socket = connectNamespace('/admin') as Socket<AdminListenEvents>;
    let connectedBefore = false;
    let rejoinTimer: ReturnType<typeof setTimeout> | undefined;

    socket.on('connect', () => {
      setStatus('live');
      if (connectedBefore) void queryClient.invalidateQueries({ queryKey: adminRequestsKeys.all });
      connectedBefore = true;
    });
    socket.on('disconnect', () => setStatus('connecting'));
    socket.on('connect_error', () => {
      if (socket.active) return setStatus('connecting');
      // Refused by the server: a refetch surfaces a 401, which sends the admin to the sign-in page.
      setStatus('paused');
      void queryClient.invalidateQueries({ queryKey: adminRequestsKeys.all });
      rejoinTimer = setTimeout(() => socket.connect(), REJOIN_DELAY_MS);
    });

    socket.on('request.created', (request) => {
      updateList(queryClient, (list) => (list.some((item) => item.id === request.id) ? list : [request, ...list]));
      void queryClient.invalidateQueries({ queryKey: adminRequestsKeys.list() });
      notifyCreated(request);
    });
    socket.on('request.changed', ({ id, status: next }) => {
      updateList(queryClient, (list) => list.map((item) => (item.id === id ? { ...item, status: next } : item)));
      void queryClient.invalidateQueries({ queryKey: adminRequestsKeys.list() });
      void queryClient.invalidateQueries({ queryKey: adminRequestsKeys.detail(id) });
    });
    socket.on('request.deleted', ({ id }) => {
      updateList(queryClient, (list) => list.filter((item) => item.id !== id));
      void queryClient.invalidateQueries({ queryKey: adminRequestsKeys.list() });
      void queryClient.invalidateQueries({ queryKey: adminRequestsKeys.detail(id) });
    });

    return () => {
      clearTimeout(rejoinTimer);
      socket.disconnect();
    };
  }, [queryClient]);

  return status;
}

function updateList(queryClient: QueryClient, update: (list: AdminRequestSummary[]) => AdminRequestSummary[]) {
  queryClient.setQueryData<AdminRequestSummary[]>(adminRequestsKeys.list(), (list) => list && update(list));
}
