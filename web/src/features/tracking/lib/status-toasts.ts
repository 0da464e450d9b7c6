import type { CustomerRequestView } from '@contracts/request-views';
import { toast } from '@/lib/toast';

type StatusToast = { title: string; description: string };

const PROVIDER_ASSIGNED: StatusToast = {
  title: 'Provider Assigned',
  description: 'A provider has been assigned to your request and will head your way shortly.',
};

/** Spec §4: the status changes a customer is told about as they happen. */
const STATUS_TOASTS: Record<string, StatusToast> = {
  assigned: PROVIDER_ASSIGNED,
  provider_assigned: PROVIDER_ASSIGNED,
  en_route: { title: 'Provider On The Way', description: 'Your provider is on the way to your location.' },
  arrived: { title: 'Provider Arrived', description: 'Your provider has arrived at your location.' },
  in_progress: { title: 'Service In Progress', description: 'Your provider has started working on your vehicle.' },
  completed: { title: 'Service Completed', description: 'Your service is complete. Thank you for choosing us!' },
};

const LIVE_TRACKING_ACTIVE: StatusToast = {
  title: 'Live Tracking Active',
  description: "You can now follow your provider's location in real time.",
};

const hasProviderPosition = (request: CustomerRequestView | undefined): boolean =>
  request?.provider?.lat != null && request.provider.lng != null;

/** Toasts for what changed between two versions of the request; nothing on the first load. */
export function announceRequestChanges(before: CustomerRequestView | undefined, after: CustomerRequestView): void {
  if (!before) return;
  const next = STATUS_TOASTS[after.status];
  if (before.status !== after.status && next && next !== STATUS_TOASTS[before.status]) {
    toast.success(next.title, { description: next.description });
  }
  if (!hasProviderPosition(before) && hasProviderPosition(after)) {
    toast.info(LIVE_TRACKING_ACTIVE.title, { description: LIVE_TRACKING_ACTIVE.description });
  }
}
