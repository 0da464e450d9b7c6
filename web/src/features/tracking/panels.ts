// The tracking page's conditional panels: loaded on demand, when the request's status shows them.
export { ArrivalCodePanel } from './components/arrival-code-panel';
export { ArrivalPanel } from './components/arrival-panel';
export { LiveTrackingPanel } from './components/live-tracking-panel';
export { ProviderInfoPanel } from './components/provider-info-panel';
export { RatingPanel } from './components/rating-panel';
export { VehiclePhotosPanel } from './components/vehicle-photos-panel';
export { ExtraChargesPanel } from './components/extra-charges-panel';
