import type { CustomerRequestView } from '@contracts/request-views';
import type { MessageId } from '@/i18n/messages';

export type StatusToast = { kind: 'success' | 'info'; title: MessageId; description: MessageId };

const PROVIDER_ASSIGNED: StatusToast = {
  kind: 'success',
  title: 'tracking.toast.providerAssigned.title',
  description: 'tracking.toast.providerAssigned.description',
};

/** Spec §4: the status changes a customer is told about as they happen. */
const STATUS_TOASTS: Record<string, StatusToast> = {
  assigned: PROVIDER_ASSIGNED,
  provider_assigned: PROVIDER_ASSIGNED,
  en_route: { kind: 'success', title: 'tracking.toast.enRoute.title', description: 'tracking.toast.enRoute.description' },
  arrived: { kind: 'success', title: 'tracking.toast.arrived.title', description: 'tracking.toast.arrived.description' },
  in_progress: { kind: 'success', title: 'tracking.toast.inProgress.title', description: 'tracking.toast.inProgress.description' },
  completed: { kind: 'success', title: 'tracking.toast.completed.title', description: 'tracking.toast.completed.description' },
};

const LIVE_TRACKING_ACTIVE: StatusToast = {
  kind: 'info',
  title: 'tracking.toast.liveTracking.title',
  description: 'tracking.toast.liveTracking.description',
};

const hasProviderPosition = (request: CustomerRequestView | undefined): boolean =>
  request?.provider?.lat != null && request.provider.lng != null;

/** The toasts for what changed between two versions of the request, in order; none on the first load. */
export function requestChangeToasts(before: CustomerRequestView | undefined, after: CustomerRequestView): StatusToast[] {
  if (!before) return [];
  const toasts: StatusToast[] = [];
  const next = Object.hasOwn(STATUS_TOASTS, after.status) ? STATUS_TOASTS[after.status] : undefined;
  const previous = Object.hasOwn(STATUS_TOASTS, before.status) ? STATUS_TOASTS[before.status] : undefined;
  if (before.status !== after.status && next && next !== previous) toasts.push(next);
  if (!hasProviderPosition(before) && hasProviderPosition(after)) toasts.push(LIVE_TRACKING_ACTIVE);
  return toasts;
}
