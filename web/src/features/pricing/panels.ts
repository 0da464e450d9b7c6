// The tracking page's pricing panels: loaded on demand, when the request's status shows them. Apart
// from the feature's index, so a page that shows a price (the payment page) does not load the forms.
export { ApprovedPaymentPanel } from './components/approved-payment-panel';
export { NegotiationPanel } from './components/negotiation-panel';
export { PriceOfferPanel } from './components/price-offer-panel';
