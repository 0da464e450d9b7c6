import type { CustomerRequestView } from '@contracts/request-views';
import type { ComponentType } from 'react';
import { ApprovedPaymentPanel, NegotiationPanel, PriceOfferPanel } from '@/features/pricing';
import { ProviderInfoPanel, visibleTrackPanels, type TrackPanelName } from '@/features/tracking';

export type TrackPanelProps = { request: CustomerRequestView };

/**
 * The spec's conditional panels, in page order. Each slot is empty until the work that builds
 * the panel plugs its component in here; when to show it is already decided by visibleTrackPanels.
 */
const PANEL_SLOTS: Record<TrackPanelName, ComponentType<TrackPanelProps> | null> = {
  priceOffer: PriceOfferPanel,
  negotiation: NegotiationPanel,
  approvedPayment: ApprovedPaymentPanel,
  providerInfo: ProviderInfoPanel,
  liveMap: null,
  rating: null,
};

export function TrackPanels({ request }: TrackPanelProps) {
  return visibleTrackPanels(request).map((name) => {
    const Panel = PANEL_SLOTS[name];
    return Panel ? <Panel key={name} request={request} /> : null;
  });
}
