import { useInboxEvents } from '../api/use-inbox-events';

/** Mounted once in the signed-in admin shell: refetches the inbox and toasts each inbound text. */
export function InboxLiveAlerts() {
  useInboxEvents();
  return null;
}
