import { useCallback, useState } from 'react';

export type AlertPermission = NotificationPermission | 'unsupported';

const currentPermission = (): AlertPermission =>
  typeof Notification === 'undefined' ? 'unsupported' : Notification.permission;

/** Browser notifications for new requests; asking must follow a click, so `request` is for a button. */
export function useNotificationPermission() {
  const [permission, setPermission] = useState<AlertPermission>(currentPermission);

  const request = useCallback(async () => {
    if (typeof Notification === 'undefined') return;
    try {
      setPermission(await Notification.requestPermission());
    } catch {
      setPermission(currentPermission());
    }
  }, []);

  return { permission, request };
}
