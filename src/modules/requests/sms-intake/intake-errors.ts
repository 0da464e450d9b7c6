import { AppError, conflict, notFound } from '../../../common/errors/app-error';
import { ERROR_CODES } from '../../../contracts/error-codes';

export const IntakeErrors = {
  shareNotFound: () => notFound(ERROR_CODES.locationShareNotFound, 'This location link does not exist. Reply to our text with the street address instead.'),
  shareExpired: () =>
    new AppError('gone', ERROR_CODES.locationShareExpired, 'This location link has expired. Text us again to start over.', undefined, 'Link Expired'),
  shareClosed: () => conflict(ERROR_CODES.locationShareClosed, 'Your location was already received. Go back to your texts for the next question.'),
};
