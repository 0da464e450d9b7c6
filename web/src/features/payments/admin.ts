// The dispatcher's side of payments (request details page and the dashboard's Phone Request tab).
export { PaymentCard } from './components/admin/payment-card';
export { PhoneRequestForm } from './components/admin/phone-request-form';
