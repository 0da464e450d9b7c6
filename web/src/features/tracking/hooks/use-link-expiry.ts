import { useDeadline } from '@/lib/use-deadline';
import { showLinkExpiredToast } from '../lib/link-expired-toast';

/** True once `linkExpiresAt` has passed while the page is open (spec §4: the toast shows at that moment). */
export const useLinkExpiry = (linkExpiresAt: string | null | undefined): boolean => useDeadline(linkExpiresAt, showLinkExpiredToast);
