import { invalid } from '../../common/errors/app-error';
import { ERROR_CODES } from '../../contracts/error-codes';

export const PricingErrors = {
  termsRequired: () =>
    invalid(ERROR_CODES.agreementRequired, 'Agreement Required', 'You must accept the terms to proceed with the offer.'),
};
