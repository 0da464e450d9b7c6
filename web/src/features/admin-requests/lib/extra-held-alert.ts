import { formatUsd } from '@domain/money';
import { toast } from '@/lib/toast';

/** Same as the other live alerts (spec §9). */
const ALERT_TOAST_MS = 8000;

/** One toast per charge however many tabs or replays deliver the event. */
export function showExtraHeldToast(id: string, code: string, number: number, amountCents: number, open?: () => void): void {
  toast.warning('Extra Charge Needs Approval', {
    id: `extra-held:${id}:${number}`,
    description: `Request ${code}: charge ${number}, ${formatUsd(amountCents)}, is more than the job's price. Send it to the customer or void it.`,
    duration: ALERT_TOAST_MS,
    action: open ? { label: 'Open Request', onClick: open } : undefined,
  });
}
