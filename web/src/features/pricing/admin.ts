// The admin's side of pricing (request details page).
export { AdminPricingPanel } from './components/admin/admin-pricing-panel';
export { PricingSummaryCard } from './components/admin/pricing-summary-card';
export { useAdminActions } from './hooks/use-admin-actions';
export { priceSplit } from './lib/price-split';
