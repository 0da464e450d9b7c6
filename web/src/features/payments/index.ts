// The customer's side of payments (payment page, test checkout, success page). The dispatcher's
// side is in './admin', so the customer's chunk never carries it.
export { SESSION_POLL_LIMIT_MS, useCheckoutSession } from './api/get-checkout-session';
export { useReceipt } from './api/get-receipt';
export { BALANCE_POLL_LIMIT_MS, useCardBalance } from './api/card-balance';
export { useTestCheckout } from './api/test-checkout';
export { BalancePaidPanel } from './components/balance/balance-paid-panel';
export { BalanceSummary } from './components/balance/balance-summary';
export { PayBalanceCard } from './components/balance/pay-balance-card';
export { DepositPaidNotice } from './components/deposit-paid-notice';
export { PayDepositCard } from './components/pay-deposit-card';
export { ReceiptDocument } from './components/receipt/receipt-document';
export { PaymentHelpCard } from './components/payment-help-card';
export { ShareLocationCard } from './components/share-location-card';
export { TestCheckoutForm } from './components/test-checkout-form';
export { PAYMENT_MESSAGES } from './lib/payment-messages';
export { isAwaitingDeposit } from './lib/payment-state';
