// The dispatcher's side of requests (the dashboard's Phone Request tab). The customer's side is in
// './index', so the customer's chunk never carries it.
export { PhoneRequestForm } from './components/admin/phone-request-form';
