import type { JobLinkClosedReason, PositionAck, ProviderClientEvents, ProviderSocketEvents } from '@contracts/socket-events';
import type { PositionFix } from '@domain/position-fix';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useEffectEvent, useRef, useState } from 'react';
import { useIntl, type IntlShape } from 'react-intl';
import type { Socket } from 'socket.io-client';
import { toast } from '@/lib/toast';
import { providerJobQueryOptions } from '../api/get-provider-job';
import { jobExtrasQueryOptions } from '../api/job-extras';
import { jobPhotosQueryOptions } from '../api/job-photos';
import { JOB_REASSIGNED_TOAST_ID, LINK_EXPIRED_TOAST_ID, PROVIDER_JOB_MESSAGES } from '../lib/provider-job-messages';

type ProviderListenEvents = { [Event in keyof ProviderSocketEvents]: (payload: ProviderSocketEvents[Event]) => void };
type ProviderSocket = Socket<ProviderListenEvents, ProviderClientEvents>;

const ACK_TIMEOUT_MS = 10_000;

export type ProviderJobSocket = {
  connected: boolean;
  /** Why the server closed the link while the page was open; null while it works. */
  linkClosed: JobLinkClosedReason | null;
  /** Sends one fix; resolves with the server's answer, or null when it could not be sent (no connection). */
  sendPosition: (fix: PositionFix) => Promise<PositionAck | null>;
};

export const showJobLinkExpiredToast = (intl: IntlShape) =>
  toast.error(intl.formatMessage({ id: PROVIDER_JOB_MESSAGES.expired.title }), {
    id: LINK_EXPIRED_TOAST_ID,
    description: intl.formatMessage({ id: PROVIDER_JOB_MESSAGES.expired.description }),
  });

const showJobReassignedToast = (intl: IntlShape) =>
  toast.error(intl.formatMessage({ id: PROVIDER_JOB_MESSAGES.reassigned.title }), {
    id: JOB_REASSIGNED_TOAST_ID,
    description: intl.formatMessage({ id: PROVIDER_JOB_MESSAGES.reassigned.description }),
  });

/**
 * Joins the job's live feed: changes made elsewhere (a dispatcher, another tap) replace the job's
 * query data, and a link closed by the server (expiry, reassignment) ends the page at once.
 */
export function useProviderJobSocket(jobId: string, enabled: boolean): ProviderJobSocket {
  const queryClient = useQueryClient();
  const intl = useIntl();
  const announceClosed = useEffectEvent((reason: JobLinkClosedReason) =>
    reason === 'reassigned' ? showJobReassignedToast(intl) : showJobLinkExpiredToast(intl),
  );
  const [state, setState] = useState<{ jobId: string; connected: boolean; linkClosed: JobLinkClosedReason | null }>({
    jobId,
    connected: false,
    linkClosed: null,
  });
  const socketRef = useRef<ProviderSocket | null>(null);
  const sendPosition = useCallback(async (fix: PositionFix): Promise<PositionAck | null> => {
    const socket = socketRef.current;
    if (!socket?.connected) return null;
    try {
      return await socket.timeout(ACK_TIMEOUT_MS).emitWithAck('position', fix);
    } catch {
      return null;
    }
  }, []);

  useEffect(() => {
    if (!enabled || !jobId) return;
    const { queryKey } = providerJobQueryOptions(jobId);
    const patch = (next: Partial<typeof state>) => setState((current) => ({ ...current, jobId, ...next }));
    let socket: ProviderSocket | undefined;
    let closed = false;

    void import('@/lib/socket-client').then(({ connectNamespace }) => {
      if (closed) return;
      const connection = connectNamespace('/provider', { auth: { jobId } }) as ProviderSocket;
      socket = connection;
      socketRef.current = connection;
      connection.on('connect', () => {
        patch({ connected: true });
        // The job shown was read before the feed joined (by the server that rendered the page, or a fetch), and
        // after a drop events were missed: a change in between is read again.
        void queryClient.invalidateQueries({ queryKey });
      });
      connection.on('disconnect', () => patch({ connected: false }));
      connection.on('connect_error', () => {
        patch({ connected: false });
        if (!connection.active) void queryClient.invalidateQueries({ queryKey });
      });
      connection.on('request.changed', (job) => {
        queryClient.setQueryData(queryKey, job);
        // A photo added (from this phone or another) changes the job too: the list, and the step notes, follow.
        void queryClient.invalidateQueries({ queryKey: jobPhotosQueryOptions(jobId).queryKey, exact: true });
        // So is an extra charge proposed, answered (on the customer's page or by text) or voided.
        void queryClient.invalidateQueries({ queryKey: jobExtrasQueryOptions(jobId).queryKey, exact: true });
      });
      connection.on('link.expired', ({ reason }) => {
        patch({ linkClosed: reason, connected: false });
        announceClosed(reason);
        connection.disconnect();
      });
    });

    return () => {
      closed = true;
      socketRef.current = null;
      socket?.removeAllListeners();
      socket?.disconnect();
    };
  }, [enabled, jobId, queryClient]);

  if (state.jobId !== jobId) return { connected: false, linkClosed: null, sendPosition };
  return { connected: state.connected, linkClosed: state.linkClosed, sendPosition };
}
