import type { CustomerRequestView } from '@contracts/request-views';
import { lazy, Suspense, type ComponentType } from 'react';
import { useIntl } from 'react-intl';
import { visibleTrackPanels, type TrackPanelName } from '@/features/tracking';

export type TrackPanelProps = { request: CustomerRequestView };
type Panel = ComponentType<TrackPanelProps>;

// A fresh request shows none of these panels, so none of their code (dialogs, maps, payment) is
// part of the page's first load; each arrives when the status first shows it.
const pricingPanel = (pick: (feature: typeof import('@/features/pricing/panels')) => Panel) =>
  lazy(async () => ({ default: pick(await import('@/features/pricing/panels')) }));
const trackingPanel = (pick: (feature: typeof import('@/features/tracking/panels')) => Panel) =>
  lazy(async () => ({ default: pick(await import('@/features/tracking/panels')) }));
const onSitePanel = (pick: (feature: typeof import('@/features/on-site/panels')) => Panel) =>
  lazy(async () => ({ default: pick(await import('@/features/on-site/panels')) }));

/** The spec's conditional panels, in page order; when to show each is decided by visibleTrackPanels. */
const PANEL_SLOTS: Record<TrackPanelName, Panel> = {
  notHere: onSitePanel((feature) => feature.NotHerePanel),
  priceOffer: pricingPanel((feature) => feature.PriceOfferPanel),
  negotiation: pricingPanel((feature) => feature.NegotiationPanel),
  approvedPayment: pricingPanel((feature) => feature.ApprovedPaymentPanel),
  noProvider: onSitePanel((feature) => feature.NoProviderPanel),
  arrivalCode: trackingPanel((feature) => feature.ArrivalCodePanel),
  arrival: onSitePanel((feature) => feature.ArrivalPanel),
  extras: onSitePanel((feature) => feature.ExtraChargesPanel),
  providerInfo: trackingPanel((feature) => feature.ProviderInfoPanel),
  liveMap: trackingPanel((feature) => feature.LiveTrackingPanel),
  rating: trackingPanel((feature) => feature.RatingPanel),
  photos: onSitePanel((feature) => feature.VehiclePhotosPanel),
  cancel: trackingPanel((feature) => feature.CancelRequestPanel),
};

export function TrackPanels({ request }: TrackPanelProps) {
  return visibleTrackPanels(request).map((name) => {
    const Panel = PANEL_SLOTS[name];
    return (
      <Suspense key={name} fallback={<PanelLoading />}>
        <Panel request={request} />
      </Suspense>
    );
  });
}

function PanelLoading() {
  const intl = useIntl();
  return (
    <div aria-busy="true" className="h-40 animate-pulse rounded-2xl bg-slate-200 motion-reduce:animate-none">
      <span role="status" className="sr-only">
        {intl.formatMessage({ id: 'tracking.panel.loading' })}
      </span>
    </div>
  );
}
