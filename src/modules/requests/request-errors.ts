import { AppError } from '../../common/errors/app-error';

export const RequestErrors = {
  trackingNotFound: () =>
    new AppError('not_found', 'tracking_not_found', 'This tracking ID does not exist or has expired.'),
  trackingExpired: () =>
    new AppError(
      'gone',
      'tracking_expired',
      'This tracking link has expired. Customer tracking links expire 5 minutes after service completion.',
    ),
  jobNotFound: () => new AppError('not_found', 'job_not_found', 'Job Not Found'),
  jobExpired: () => new AppError('gone', 'job_expired', 'This provider job link has expired.'),
  requestNotFound: () => new AppError('not_found', 'request_not_found', 'Request not found'),
};
