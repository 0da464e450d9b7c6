import { AppError, badRequest, conflict, notFound } from '../../../common/errors/app-error';
import { ERROR_CODES } from '../../../contracts/error-codes';

export const BalanceErrors = {
  notFound: () => notFound(ERROR_CODES.balanceNotFound, 'This payment link is not valid. Check the link in your text.'),
  alreadyPaid: () => conflict(ERROR_CODES.balancePaid, 'This balance is already paid. Thank you!'),
  invalidTip: (maxDollars: string) =>
    badRequest(ERROR_CODES.invalidTip, `Enter a tip in dollars and cents, from $0.00 up to ${maxDollars}.`),
  noSavedCard: () => conflict(ERROR_CODES.noSavedCard, 'No card was saved at the deposit. Pay with a card on the next page instead.'),
  declined: (needsAuthentication: boolean) =>
    needsAuthentication
      ? new AppError('payment_required', ERROR_CODES.cardNeedsConfirmation, 'Your bank wants to confirm this payment. Pay with your card on the next page instead.', undefined, 'Card Declined')
      : new AppError('payment_required', ERROR_CODES.cardDeclined, 'Your card was declined. Try another card.', undefined, 'Card Declined'),
};
