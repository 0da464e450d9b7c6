import { useCallback, useState } from 'react';

export type AlertPermission = NotificationPermission | 'unsupported';

const currentPermission = (): AlertPermission =>
  typeof Notification === 'undefined' ? 'unsupported' : Notification.permission;

/** Browser notifications for new requests; asking must follow a click, so `request` is for a button. */
export function useNotificationPermission() {
  const [permission, setPermission] = useState<AlertPermission>(currentPermission);

  // A button's onClick: the answer (or a refusal to ask) lands in `permission`, so nothing waits on it.
  const request = useCallback(() => {
    if (typeof Notification === 'undefined') return;
    Notification.requestPermission().then(setPermission, () => setPermission(currentPermission()));
  }, []);

  return { permission, request };
}
