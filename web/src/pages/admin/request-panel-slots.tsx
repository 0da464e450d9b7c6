import type { AdminRequestView } from '@domain/request-views';
import { AdminPricingPanel } from '@/features/pricing/admin';

type SlotProps = { request: AdminRequestView };

/*
 * Places on the request page for its panels. Those that come with later work render nothing until
 * then, on purpose: no stand-in forms or numbers an operator could mistake for the real thing.
 */

/** 'Set Price for Service', the customer counter-offer card and the pricing summary. */
export function PricingPanelSlot({ request }: SlotProps) {
  return <AdminPricingPanel request={request} />;
}

/** Payment link generation and deposit status. */
export function PaymentPanelSlot(_props: SlotProps) {
  return null;
}

/** Provider Management: assignment, tracking and job links, live provider position. */
export function ProviderPanelSlot(_props: SlotProps) {
  return null;
}
