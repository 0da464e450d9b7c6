import { ParseUUIDPipe } from '@nestjs/common';
import { notFound } from '../../../common/errors/app-error';
import { ERROR_CODES } from '../../../contracts/error-codes';

/** An id that cannot be one answers as an unknown one does. */
export const endpointIdPipe = new ParseUUIDPipe({ exceptionFactory: () => notFound(ERROR_CODES.webhookEndpointNotFound, 'This webhook endpoint does not exist, or belongs to another account.') });
export const deliveryIdPipe = new ParseUUIDPipe({ exceptionFactory: () => notFound(ERROR_CODES.webhookDeliveryNotFound, 'This webhook delivery does not exist, or belongs to another account.') });
