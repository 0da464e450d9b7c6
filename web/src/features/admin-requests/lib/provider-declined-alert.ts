import { toast } from '@/lib/toast';

/** Same as the other live alerts (spec §9). */
const ALERT_TOAST_MS = 8000;

/** One toast per request and provider however many tabs or replays deliver the event. */
export function showProviderDeclinedToast(id: string, code: string, providerName: string, open?: () => void): void {
  toast.warning('Provider Declined', {
    id: `provider-declined:${id}:${providerName}`,
    description: `${providerName} declined the agreement for request ${code}; it needs another provider.`,
    duration: ALERT_TOAST_MS,
    action: open ? { label: 'Open Request', onClick: open } : undefined,
  });
}
