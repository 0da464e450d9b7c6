// The dispatcher's side of on-site: a trip's arrival on the request details page (its warnings, the promise
// and how arrival was verified), placed in dispatch's Provider Management card by the page.
export { ArrivalAlerts } from './components/admin/arrival-alerts';
export { ArrivalSummary } from './components/admin/arrival-summary';
export { ArrivalVerification } from './components/admin/arrival-verification';
