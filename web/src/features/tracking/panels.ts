// The tracking page's conditional panels: loaded on demand, when the request's status shows them.
export { ArrivalCodePanel } from './components/arrival-code-panel';
export { LiveTrackingPanel } from './components/live-tracking-panel';
export { ProviderInfoPanel } from './components/provider-info-panel';
export { CancelRequestPanel } from './components/cancel-request-panel';
export { RatingPanelOnDemand as RatingPanel } from './components/rating-panel-on-demand';
