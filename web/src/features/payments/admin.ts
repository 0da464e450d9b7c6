// The dispatcher's side of payments (request details page, and the payment link a phone request shows).
export { PaymentCard } from './components/admin/payment-card';
export { PaymentLinkBox } from './components/admin/payment-link-box';
// The card balances still unpaid after their reminder (the Completed tab's Balance Due list).
export { useBalancesDue } from './api/balances-due';
export { BalanceDueList } from './components/admin/balance-due-list';
// The request page's card balance of a card job, and its customers' disputes with 'Submit Evidence'.
export { CardBalanceCard } from './components/admin/card-balance-card';
export { DisputeCard, DisputedBadge } from './components/admin/dispute-card';
