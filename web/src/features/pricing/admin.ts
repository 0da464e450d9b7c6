// The admin's side of pricing (request details page).
export { AdminPricingPanel } from './components/admin/admin-pricing-panel';
export { PricingSummaryCard } from './components/admin/pricing-summary-card';
export { adminActions } from './lib/lifecycle-state';
export { priceSplit } from './lib/price-split';
