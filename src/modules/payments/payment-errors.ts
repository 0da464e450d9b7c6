import { AppError, conflict, notFound } from '../../common/errors/app-error';
import { ERROR_CODES } from '../../contracts/error-codes';
import { REFUSAL_MESSAGES } from '../../domain/lifecycle-messages';

export const PaymentErrors = {
  priceNotAgreed: () => conflict(ERROR_CODES.priceNotAgreed, 'This request has no agreed price yet, so there is no deposit to pay.'),
  noDepositDue: () => conflict(ERROR_CODES.noDepositDue, 'No deposit is due for this request, so there is nothing to pay by card.'),
  alreadyPaid: () => conflict(ERROR_CODES.alreadyPaid, REFUSAL_MESSAGES.already_paid),
  sessionNotFound: () => notFound(ERROR_CODES.paymentSessionNotFound, 'No payment session found'),
  testCheckoutOff: () => notFound(ERROR_CODES.paymentSessionNotFound, 'No payment session found'),
  sessionClosed: () => conflict(ERROR_CODES.paymentSessionClosed, 'This payment session has ended. Please go back and start the payment again.'),
  cardDeclined: () => new AppError('payment_required', ERROR_CODES.cardDeclined, 'Your card was declined.'),
  badSignature: () => new AppError('bad_request', ERROR_CODES.badSignature, 'The webhook signature is missing or does not match.'),
  noPaidDeposit: () => conflict(ERROR_CODES.noPaidDeposit, 'This request has no paid deposit to refund.'),
  paidLinkKept: () =>
    conflict(
      ERROR_CODES.paymentLinkPaid,
      'The deposit for this request is paid, so its payment link cannot be deleted. To call the request off, refund the deposit instead.',
    ),
  refundedLinkKept: () =>
    conflict(
      ERROR_CODES.paymentLinkPaid,
      'The deposit for this request was refunded, so its payment link is kept with the payment records and cannot be deleted.',
    ),
  refundFailed: () =>
    new AppError('unavailable', ERROR_CODES.paymentProviderUnavailable, 'The refund could not be made just now. Please try again.', 5),
  providerUnavailable: () =>
    new AppError('unavailable', ERROR_CODES.paymentProviderUnavailable, 'Failed to open payment link. Please try again.', 5),
};
