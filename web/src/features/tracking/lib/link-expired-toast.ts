import { toast } from '@/lib/toast';
import { LINK_EXPIRED_TOAST_ID, TRACKING_MESSAGES } from './tracking-messages';

export function showLinkExpiredToast(): void {
  toast.error(TRACKING_MESSAGES.expired.title, {
    id: LINK_EXPIRED_TOAST_ID,
    description: TRACKING_MESSAGES.expired.description,
  });
}
