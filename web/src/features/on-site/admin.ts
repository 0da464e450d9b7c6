// The dispatcher's side of on-site, on the request details page: a trip's arrival (its warnings, the promise
// and how arrival was verified), placed in dispatch's Provider Management card by the page; the extra
// charges and the photos.
export { ArrivalAlerts } from './components/admin/arrival-alerts';
export { ArrivalSummary } from './components/admin/arrival-summary';
export { ArrivalVerification } from './components/admin/arrival-verification';
export { RequestExtrasCard } from './components/admin/request-extras-card';
export { RequestPhotosCard } from './components/admin/request-photos-card';
export { GoneOnArrivalCard } from './components/admin/gone-on-arrival-card';
