import type { WebhookDeliveryView, WebhookEndpointView } from '@contracts/account-views';
import type { PartnerEvent } from '@domain/business-accounts';
import type { BadgeTone } from '@/components/ui/badge';

export const EVENT_WORDS: Record<PartnerEvent | 'endpoint.test', string> = {
  'job.created': 'Job created',
  'job.priced': 'Job priced',
  'job.assigned': 'Provider assigned',
  'job.en_route': 'Provider on the way',
  'job.arrived': 'Provider arrived',
  'job.completed': 'Job completed',
  'job.cancelled': 'Job cancelled',
  'endpoint.test': 'Test event',
};

/** An event type this version does not know is shown as sent. */
export const eventWords = (type: string): string => (Object.hasOwn(EVENT_WORDS, type) ? EVENT_WORDS[type as PartnerEvent] : type);

export const DELIVERY_WORDS: Record<WebhookDeliveryView['status'], { label: string; tone: BadgeTone }> = {
  pending: { label: 'Sending', tone: 'info' },
  delivered: { label: 'Delivered', tone: 'success' },
  failed: { label: 'Failed', tone: 'danger' },
};

/** What the endpoint answered last: its status code, or why there was no answer. */
export function responseWords(delivery: Pick<WebhookDeliveryView, 'lastStatusCode' | 'lastError'>): string {
  if (delivery.lastStatusCode !== null) return `HTTP ${delivery.lastStatusCode}`;
  return delivery.lastError ? 'No answer' : 'Not sent yet';
}

export function endpointStanding(endpoint: Pick<WebhookEndpointView, 'failingSince' | 'disabledAt'>): { label: string; tone: BadgeTone } {
  if (endpoint.disabledAt) return { label: 'Turned off', tone: 'neutral' };
  if (endpoint.failingSince) return { label: 'Failing', tone: 'warning' };
  return { label: 'Active', tone: 'success' };
}
