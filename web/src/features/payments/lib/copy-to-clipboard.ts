import { toast } from 'sonner';
import { ADMIN_PAYMENT_MESSAGES } from './payment-messages';

/** Copies the link with the spec's toasts; the clipboard is refused on insecure origins and without permission. */
export async function copyLink(url: string): Promise<boolean> {
  try {
    if (!navigator.clipboard) throw new Error('Clipboard unavailable');
    await navigator.clipboard.writeText(url);
    toast.success(ADMIN_PAYMENT_MESSAGES.linkCopied.title, { description: ADMIN_PAYMENT_MESSAGES.linkCopied.description });
    return true;
  } catch {
    toast.error(ADMIN_PAYMENT_MESSAGES.copyFailed.title, { description: ADMIN_PAYMENT_MESSAGES.copyFailed.description });
    return false;
  }
}
