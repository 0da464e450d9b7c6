// The customer's side of pricing. The tracking page's panels are in './panels' and the admin's side
// in './admin', so a customer's chunk carries neither until it shows them.
export { PriceBreakdown } from './components/price-breakdown';
export { TermsDialog } from './components/terms-dialog';
export { hasAcceptedTerms, rememberTermsAccepted } from './lib/terms-acceptance';
export { priceSplit, type PriceSplit } from './lib/price-split';
