// The customer's side of on-site: the tracking page's panels for the arrival (and the choice when the
// truck runs late), the extra charges to answer and the vehicle's photos, loaded on demand like tracking's.
export { ArrivalPanel } from './components/customer/arrival-panel';
export { ExtraChargesPanel } from './components/customer/extra-charges-panel';
export { VehiclePhotosPanel } from './components/customer/vehicle-photos-panel';
export { NoProviderPanel } from './components/customer/no-provider-panel';
export { NotHerePanel } from './components/customer/not-here-panel';
