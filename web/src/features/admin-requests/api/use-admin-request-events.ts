import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useEffect, useEffectEvent, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import type { Socket } from 'socket.io-client';
import type { ExtraHeldEvent } from '@contracts/extra-views';
import type { PaymentReceivedEvent } from '@contracts/payment-views';
import type { AdminRequestSummary, AdminRequestView } from '@contracts/request-views';
import type { AdminSocketEvents, ProviderDeclinedEvent } from '@contracts/socket-events';
import { paths } from '@/lib/paths';
import { adminRequestsKeys } from '@/lib/query-keys';
import { connectNamespace } from '@/lib/socket-client';
import { isNewCounterOffer, showCounterOfferToast } from '../lib/counter-offer-alert';
import { showExtraHeldToast } from '../lib/extra-held-alert';
import { showProviderDeclinedToast } from '../lib/provider-declined-alert';
import { showPaymentReceivedToast } from '../lib/payment-received-alert';
import { requestCode } from '../lib/request-display';

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
  const navigate = useNavigate();
  const { pathname } = useLocation();
  // Called before the event patches the caches, so they still hold the status it changed from.
  const alertCounterOffer = useEffectEvent((id: string, status: string) => {
    const known = cachedRequest(queryClient, id);
    if (!isNewCounterOffer(id, status, known?.status)) return;
    const href = paths.adminRequest(id);
    const open = pathname === href ? undefined : () => void navigate(href);
    showCounterOfferToast(id, known ? requestCode(known) : id.slice(0, 8).toUpperCase(), open);
  });
  const alertPayment = useEffectEvent((payment: PaymentReceivedEvent) => {
    const known = cachedRequest(queryClient, payment.id);
    const code = payment.trackingId ?? (known ? requestCode(known) : payment.id.slice(0, 8).toUpperCase());
    const href = paths.adminRequest(payment.id);
    showPaymentReceivedToast(payment.id, code, payment.depositAmountCents, pathname === href ? undefined : () => void navigate(href));
  });
  const alertExtraHeld = useEffectEvent((held: ExtraHeldEvent) => {
    const known = cachedRequest(queryClient, held.id);
    const code = held.trackingId ?? (known ? requestCode(known) : held.id.slice(0, 8).toUpperCase());
    const href = paths.adminRequest(held.id);
    showExtraHeldToast(held.id, code, held.number, held.amountCents, pathname === href ? undefined : () => void navigate(href));
  });
  const alertProviderDeclined = useEffectEvent(({ requestId, providerName, dropped }: ProviderDeclinedEvent) => {
    const known = cachedRequest(queryClient, requestId);
    const href = paths.adminRequest(requestId);
    const code = known ? requestCode(known) : requestId.slice(0, 8).toUpperCase();
    showProviderDeclinedToast({ id: requestId, code, providerName, dropped }, pathname === href ? undefined : () => void navigate(href));
  });

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
      alertCounterOffer(id, next);
      updateList(queryClient, (list) => list.map((item) => (item.id === id ? { ...item, status: next } : item)));
      void queryClient.invalidateQueries({ queryKey: adminRequestsKeys.list() });
      void queryClient.invalidateQueries({ queryKey: adminRequestsKeys.detail(id) });
    });
    socket.on('payment.received', (payment) => {
      alertPayment(payment);
      void queryClient.invalidateQueries({ queryKey: adminRequestsKeys.list() });
      void queryClient.invalidateQueries({ queryKey: adminRequestsKeys.detail(payment.id) });
    });
    // The job is back without a provider: the board and the request page read it again.
    socket.on('provider.declined', (declined) => {
      alertProviderDeclined(declined);
      void queryClient.invalidateQueries({ queryKey: adminRequestsKeys.list() });
      void queryClient.invalidateQueries({ queryKey: adminRequestsKeys.detail(declined.requestId) });
    });
    socket.on('extra.held', (held) => {
      alertExtraHeld(held);
      void queryClient.invalidateQueries({ queryKey: adminRequestsKeys.extras(held.id) });
    });
    // A position patches the open details page only: dozens a minute must not refetch anything.
    socket.on('provider.location', ({ id, lat, lng, recordedAt }) => {
      queryClient.setQueryData<AdminRequestView | null>(adminRequestsKeys.detail(id), (request) =>
        request ? { ...request, providerCurrentLat: lat, providerCurrentLng: lng, providerLastLocationUpdate: recordedAt } : request,
      );
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

function cachedRequest(queryClient: QueryClient, id: string): Pick<AdminRequestSummary, 'id' | 'trackingId' | 'status'> | undefined {
  return (
    queryClient.getQueryData<AdminRequestView | null>(adminRequestsKeys.detail(id)) ??
    queryClient.getQueryData<AdminRequestSummary[]>(adminRequestsKeys.list())?.find((item) => item.id === id)
  );
}

function updateList(queryClient: QueryClient, update: (list: AdminRequestSummary[]) => AdminRequestSummary[]) {
  queryClient.setQueryData<AdminRequestSummary[]>(adminRequestsKeys.list(), (list) => list && update(list));
}
