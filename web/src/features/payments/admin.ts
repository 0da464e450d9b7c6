// The dispatcher's side of payments (request details page, and the payment link a phone request shows).
export { PaymentCard } from './components/admin/payment-card';
export { PaymentLinkBox } from './components/admin/payment-link-box';
