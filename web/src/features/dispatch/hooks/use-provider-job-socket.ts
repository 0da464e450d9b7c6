import type { ProviderSocketEvents } from '@contracts/socket-events';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import type { Socket } from 'socket.io-client';
import { toast } from 'sonner';
import { providerJobQueryOptions } from '../api/get-provider-job';
import { LINK_EXPIRED_TOAST_ID, PROVIDER_JOB_MESSAGES } from '../lib/dispatch-messages';

type ProviderListenEvents = { [Event in keyof ProviderSocketEvents]: (payload: ProviderSocketEvents[Event]) => void };

export const showJobLinkExpiredToast = () =>
  toast.error(PROVIDER_JOB_MESSAGES.expired.title, { id: LINK_EXPIRED_TOAST_ID, description: PROVIDER_JOB_MESSAGES.expired.description });

/**
 * Joins the job's live feed: changes made elsewhere (a dispatcher, another tap) replace the job's
 * query data, and a link closed by the server (expiry, reassignment) ends the page at once.
 */
export function useProviderJobSocket(jobId: string, enabled: boolean): { connected: boolean; linkClosed: boolean } {
  const queryClient = useQueryClient();
  const [state, setState] = useState({ jobId, connected: false, linkClosed: false });

  useEffect(() => {
    if (!enabled || !jobId) return;
    const { queryKey } = providerJobQueryOptions(jobId);
    const patch = (next: Partial<typeof state>) => setState((current) => ({ ...current, jobId, ...next }));
    let socket: Socket<ProviderListenEvents> | undefined;
    let closed = false;
    let joinedBefore = false;

    void import('@/lib/socket-client').then(({ connectNamespace }) => {
      if (closed) return;
      const connection = connectNamespace('/provider', { auth: { jobId } }) as Socket<ProviderListenEvents>;
      socket = connection;
      connection.on('connect', () => {
        patch({ connected: true });
        // Events missed while disconnected are recovered by reading the job again.
        if (joinedBefore) void queryClient.invalidateQueries({ queryKey });
        joinedBefore = true;
      });
      connection.on('disconnect', () => patch({ connected: false }));
      connection.on('connect_error', () => {
        patch({ connected: false });
        if (!connection.active) void queryClient.invalidateQueries({ queryKey });
      });
      connection.on('request.changed', (job) => queryClient.setQueryData(queryKey, job));
      connection.on('link.expired', () => {
        patch({ linkClosed: true, connected: false });
        showJobLinkExpiredToast();
        connection.disconnect();
      });
    });

    return () => {
      closed = true;
      socket?.removeAllListeners();
      socket?.disconnect();
    };
  }, [enabled, jobId, queryClient]);

  if (state.jobId !== jobId) return { connected: false, linkClosed: false };
  return { connected: state.connected, linkClosed: state.linkClosed };
}
