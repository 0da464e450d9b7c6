import { invalid } from '../../common/errors/app-error';

export const PricingErrors = {
  invalidPrice: () => invalid('invalid_price', 'Invalid Price', 'Please enter a valid price'),
  invalidCustomerCounter: () => invalid('invalid_amount', 'Invalid Amount', 'Please enter a valid counter-offer amount.'),
  invalidAdminCounter: () => invalid('invalid_amount', 'Invalid Amount', 'Please enter a valid counter-offer amount'),
  termsRequired: () =>
    invalid('agreement_required', 'Agreement Required', 'You must accept the terms to proceed with the offer.'),
};
