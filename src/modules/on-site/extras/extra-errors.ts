import { AppError, conflict, notFound } from '../../../common/errors/app-error';
import { ERROR_CODES } from '../../../contracts/error-codes';
import { MAX_EXTRAS_PER_JOB, MAX_OPEN_EXTRAS } from '../../../domain/extra-charges';

export const ExtraErrors = {
  notFound: () => notFound(ERROR_CODES.extraNotFound, 'That extra charge is not part of this job.'),
  answered: () => new AppError('conflict', ERROR_CODES.extraAnswered, 'This extra charge has already been answered.', undefined, 'Already Answered'),
  notNow: () => conflict(ERROR_CODES.extrasNotNow, 'Extra charges are proposed at the car: after your arrival and before the job is completed.'),
  photoRequired: () =>
    new AppError('bad_request', ERROR_CODES.extraPhotoRequired, 'Add a photo of this job that shows why the extra is needed.', undefined, 'Add a Photo First'),
  describe: () => new AppError('bad_request', ERROR_CODES.invalidExtra, "Say what the 'Other' charge is for.", undefined, 'Invalid Extra'),
  notVoidable: () => conflict(ERROR_CODES.extraAnswered, 'Only a waiting or approved extra charge can be voided.'),
  tooManyOpen: () =>
    new AppError(
      'conflict',
      ERROR_CODES.extrasTooManyOpen,
      `${MAX_OPEN_EXTRAS} extra charges already wait for an answer. Wait for the customer's answer before adding another.`,
      undefined,
      'Too Many Charges Waiting',
    ),
  tooMany: () =>
    new AppError('conflict', ERROR_CODES.extrasTooMany, `A job can have at most ${MAX_EXTRAS_PER_JOB} extra charges. Call the dispatcher for anything more.`, undefined, 'Too Many Charges'),
  notHeld: () => conflict(ERROR_CODES.extraNotHeld, 'Only a charge waiting for a dispatcher can be sent to the customer.'),
};
