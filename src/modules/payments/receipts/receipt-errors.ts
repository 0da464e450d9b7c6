import { AppError, notFound } from '../../../common/errors/app-error';
import { ERROR_CODES } from '../../../contracts/error-codes';
import { RECEIPT_LIFE_DAYS } from '../../../domain/receipt';

export const ReceiptErrors = {
  notFound: () => notFound(ERROR_CODES.receiptNotFound, 'This receipt link is not valid. Check the link in your text.'),
  expired: () =>
    new AppError('gone', ERROR_CODES.receiptExpired, `This receipt has expired: receipts are kept for ${RECEIPT_LIFE_DAYS} days. Call us for a copy.`, undefined, 'Receipt Expired'),
};
