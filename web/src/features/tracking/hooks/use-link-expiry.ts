import { useDeadline } from '@/lib/use-deadline';
import { useTrackingToasts } from './use-tracking-toasts';

/** True once `linkExpiresAt` has passed while the page is open (spec §4: the toast shows at that moment). */
export function useLinkExpiry(linkExpiresAt: string | null | undefined): boolean {
  const { showLinkExpired } = useTrackingToasts();
  return useDeadline(linkExpiresAt, showLinkExpired);
}
