// The customer's side of pricing (tracking page). The admin's side is in './admin', so the
// customer's chunk never carries it.
export { ApprovedPaymentPanel } from './components/approved-payment-panel';
export { NegotiationPanel } from './components/negotiation-panel';
export { PriceBreakdown } from './components/price-breakdown';
export { PriceOfferPanel } from './components/price-offer-panel';
export { TermsDialog } from './components/terms-dialog';
export { hasAcceptedTerms, rememberTermsAccepted } from './lib/terms-acceptance';
export { priceSplit, type PriceSplit } from './lib/price-split';
