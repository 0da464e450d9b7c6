import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useEffectEvent } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { toast } from '@/lib/toast';
import type { Socket } from 'socket.io-client';
import type { AdminSocketEvents, InboundTextEvent } from '@contracts/socket-events';
import { formatPhone } from '@/lib/display-format';
import { paths } from '@/lib/paths';
import { connectNamespace } from '@/lib/socket-client';
import { conversationKeys } from './get-conversations';

type InboxListenEvents = { 'text.received': (payload: AdminSocketEvents['text.received']) => void };

/** Same as the other live alerts (spec §9). */
const ALERT_TOAST_MS = 8000;

export const inboxHref = (phone: string) => `${paths.adminMessages}?${new URLSearchParams({ phone })}`;

/**
 * Inbound texts arrive on the '/admin' feed: the inbox list (and the open thread, which reads them)
 * is refetched and a 'New Text' toast names the sender, once per text however many tabs deliver it.
 * A text asking for a call back (CALL) gets its own toast, whose action dials the customer.
 */
export function useInboxEvents(): void {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  const alert = useEffectEvent((text: InboundTextEvent) => {
    const href = inboxHref(text.from);
    const open = `${pathname}${search}` === href ? undefined : () => void navigate(href);
    const id = `text-received:${text.id}`;
    if (text.callbackRequested) {
      // The customer texted CALL: the alert is the call itself, with the thread beside it.
      toast.warning('Call Back Requested', {
        id,
        description: `${formatPhone(text.from)} asks a dispatcher to call them back`,
        duration: ALERT_TOAST_MS,
        action: { label: 'Call', onClick: () => window.location.assign(`tel:${text.from}`) },
        cancel: open ? { label: 'Open', onClick: open } : undefined,
      });
      return;
    }
    toast.info('New Text', {
      id,
      description: `From ${formatPhone(text.from)}: ${text.body}`,
      duration: ALERT_TOAST_MS,
      action: open ? { label: 'Open', onClick: open } : undefined,
    });
  });

  useEffect(() => {
    const socket = connectNamespace('/admin') as Socket<InboxListenEvents>;
    let connectedBefore = false;
    socket.on('connect', () => {
      if (connectedBefore) void queryClient.invalidateQueries({ queryKey: conversationKeys.all });
      connectedBefore = true;
    });
    socket.on('text.received', (text) => {
      alert(text);
      void queryClient.invalidateQueries({ queryKey: conversationKeys.all });
    });
    return () => {
      socket.disconnect();
    };
  }, [queryClient]);
}
