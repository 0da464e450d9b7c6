import type { CustomerRequestView } from '@contracts/request-views';
import type { ComponentType } from 'react';
import { ApprovedPaymentPanel, NegotiationPanel, PriceOfferPanel } from '@/features/pricing';
import { LiveTrackingPanel, ProviderInfoPanel, RatingPanel, visibleTrackPanels, type TrackPanelName } from '@/features/tracking';

export type TrackPanelProps = { request: CustomerRequestView };

/** The spec's conditional panels, in page order; when to show each is decided by visibleTrackPanels. */
const PANEL_SLOTS: Record<TrackPanelName, ComponentType<TrackPanelProps>> = {
  priceOffer: PriceOfferPanel,
  negotiation: NegotiationPanel,
  approvedPayment: ApprovedPaymentPanel,
  providerInfo: ProviderInfoPanel,
  liveMap: LiveTrackingPanel,
  rating: RatingPanel,
};

export function TrackPanels({ request }: TrackPanelProps) {
  return visibleTrackPanels(request).map((name) => {
    const Panel = PANEL_SLOTS[name];
    return <Panel key={name} request={request} />;
  });
}
