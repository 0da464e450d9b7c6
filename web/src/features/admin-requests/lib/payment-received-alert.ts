import { formatUsd } from '@domain/money';
import { toast } from '@/lib/toast';

/** Same as the other live alerts (spec §9). */
const ALERT_TOAST_MS = 8000;

/** One toast per request however many tabs or replays deliver the event. */
export function showPaymentReceivedToast(id: string, code: string, depositCents: number, open?: () => void): void {
  toast.success('Payment Received!', {
    id: `payment-received:${id}`,
    description: `Request ${code} paid its ${formatUsd(depositCents)} deposit.`,
    duration: ALERT_TOAST_MS,
    action: open ? { label: 'Open Request', onClick: open } : undefined,
  });
}
