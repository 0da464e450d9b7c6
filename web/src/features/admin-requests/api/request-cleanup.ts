import { useMutation } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { apiClient } from '@/lib/api-client';

/** Queues removal of completed requests older than 2 months (spec §4); the server de-duplicates. */
export const requestCleanup = () => apiClient.post<void>('/api/admin/maintenance/cleanup');

/** Fires the cleanup once per mount of the admin board (an owner's); a failure only delays it to the next daily run. */
export function useCleanupOnLoad(enabled: boolean) {
  const { mutate } = useMutation({ mutationKey: ['admin', 'maintenance', 'cleanup'], mutationFn: requestCleanup });
  const requested = useRef(false);

  useEffect(() => {
    if (requested.current || !enabled) return;
    requested.current = true;
    mutate();
  }, [mutate, enabled]);
}
