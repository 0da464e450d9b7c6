import { ParseUUIDPipe } from '@nestjs/common';
import { conflict, notFound } from '../../../common/errors/app-error';
import { ERROR_CODES } from '../../../contracts/error-codes';

export const InvoiceErrors = {
  notFound: () => notFound(ERROR_CODES.invoiceNotFound, 'There is no such invoice. Check the invoices list and open it from there.'),
  alreadyPaid: (paidAt: string, paidBy: string | null) =>
    conflict(ERROR_CODES.invoiceAlreadyPaid, `This invoice was already marked paid${paidBy ? ` by ${paidBy}` : ''} on ${paidAt}. Reload the list to see it.`),
};

/** An id that is not a UUID names no invoice: the same answer as an unknown one. */
export const invoiceIdPipe = new ParseUUIDPipe({ exceptionFactory: () => InvoiceErrors.notFound() });
