import { AppError, CONCURRENT_CHANGE_MESSAGE } from '../../common/errors/app-error';
import { ERROR_CODES } from '../../contracts/error-codes';

export const RequestErrors = {
  trackingNotFound: () =>
    new AppError('not_found', ERROR_CODES.trackingNotFound, 'This tracking ID does not exist or has expired.'),
  trackingExpired: () =>
    new AppError(
      'gone',
      ERROR_CODES.trackingExpired,
      'This tracking link has expired. Customer tracking links expire 5 minutes after service completion.',
    ),
  jobNotFound: () => new AppError('not_found', ERROR_CODES.jobNotFound, 'Job Not Found'),
  jobExpired: () => new AppError('gone', ERROR_CODES.jobExpired, 'This provider job link has expired.'),
  jobReassigned: () => new AppError('gone', ERROR_CODES.jobReassigned, 'This job was given to another provider.', undefined, 'Job Reassigned'),
  requestNotFound: () => new AppError('not_found', ERROR_CODES.requestNotFound, 'Request not found'),
  notRunningLate: () => new AppError('conflict', ERROR_CODES.notRunningLate, 'Your provider is not running late, so there is nothing to choose.'),
  paidJobOpen: () =>
    new AppError(
      'conflict',
      ERROR_CODES.paidJobOpen,
      'This request has a paid deposit and is still open. Refund the deposit or let the job complete before deleting it.',
    ),
  concurrentChange: () => new AppError('conflict', ERROR_CODES.concurrentChange, CONCURRENT_CHANGE_MESSAGE),
};
