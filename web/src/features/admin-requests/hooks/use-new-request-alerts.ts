import { useCallback, useState } from 'react';
import { toast } from '@/lib/toast';
import type { AdminRequestSummary } from '@contracts/request-views';
import { serviceTypeLabel } from '@/lib/service-type-label';

/** Spec §9: the panel keeps up to 5 alerts and each alert toast lasts 8 seconds. */
const MAX_ALERTS = 5;
const ALERT_TOAST_MS = 8000;

/** Alerts for requests that arrived while this board was open; they live only as long as the page. */
export function useNewRequestAlerts() {
  const [alerts, setAlerts] = useState<AdminRequestSummary[]>([]);

  const add = useCallback((request: AdminRequestSummary) => {
    setAlerts((current) => [request, ...current.filter((alert) => alert.id !== request.id)].slice(0, MAX_ALERTS));
    const description = alertText(request);
    toast('New Request', { id: `new-request-${request.id}`, description, duration: ALERT_TOAST_MS });
    notifyBrowser(request.id, description);
  }, []);

  const dismiss = useCallback((id: string) => setAlerts((current) => current.filter((alert) => alert.id !== id)), []);

  return { alerts, add, dismiss };
}

function alertText(request: AdminRequestSummary): string {
  const service = serviceTypeLabel(request.serviceType);
  return request.locationAddress ? `${service} at ${request.locationAddress}` : service;
}

function notifyBrowser(tag: string, body: string) {
  if (typeof Notification === 'undefined' || Notification.permission !== 'granted') return;
  try {
    new Notification('New Request', { body, tag });
  } catch {
    // Some mobile browsers only allow notifications from a service worker; the toast still shows.
  }
}
