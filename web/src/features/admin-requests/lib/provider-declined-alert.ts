import { toast } from '@/lib/toast';

/** Same as the other live alerts (spec §9). */
const ALERT_TOAST_MS = 8000;

type Declined = { id: string; code: string; providerName: string; dropped?: { reason: string; reoffered: boolean } };

function describe({ code, providerName, dropped }: Declined): string {
  if (!dropped) return `${providerName} declined the agreement for request ${code}; it needs another provider.`;
  const next = dropped.reoffered ? 'it is offered to other providers now' : 'nobody else could be offered it: assign a provider';
  return `${providerName} dropped request ${code} (${dropped.reason}); ${next}.`;
}

/** One toast per request and provider however many tabs or replays deliver the event. */
export function showProviderDeclinedToast(declined: Declined, open?: () => void): void {
  toast.warning(declined.dropped ? 'Provider Dropped Job' : 'Provider Declined', {
    id: `provider-declined:${declined.id}:${declined.providerName}`,
    description: describe(declined),
    duration: ALERT_TOAST_MS,
    action: open ? { label: 'Open Request', onClick: open } : undefined,
  });
}
