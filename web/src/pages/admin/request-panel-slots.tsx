import type { AdminRequestView } from '@domain/request-views';

type SlotProps = { request: AdminRequestView };

/*
 * Places on the request page for panels that come with later work. They render nothing until
 * then, on purpose: no stand-in forms or numbers an operator could mistake for the real thing.
 */

/** 'Set Price for Service' and the customer counter-offer card (pricing and negotiation). */
export function PricingPanelSlot(_props: SlotProps) {
  return null;
}

/** Payment link generation and deposit status. */
export function PaymentPanelSlot(_props: SlotProps) {
  return null;
}

/** Provider Management: assignment, tracking and job links, live provider position. */
export function ProviderPanelSlot(_props: SlotProps) {
  return null;
}
