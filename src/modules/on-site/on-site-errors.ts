import { AppError, conflict } from '../../common/errors/app-error';
import { ERROR_CODES } from '../../contracts/error-codes';
import type { PhotoStage } from '../../domain/job-photos';

export const OnSiteErrors = {
  jobWithdrawn: () => conflict(ERROR_CODES.jobWithdrawn, 'This job has been given to another provider.'),
  arrivalCodeRequired: () =>
    new AppError('bad_request', ERROR_CODES.arrivalCodeRequired, "Enter the customer's 4-digit arrival code to mark your arrival.", undefined, 'Arrival Code Required'),
  wrongArrivalCode: (triesLeft: number) =>
    new AppError(
      'bad_request',
      ERROR_CODES.wrongArrivalCode,
      `That is not the customer's arrival code. Ask them for the code on their tracking page (${triesLeft} ${triesLeft === 1 ? 'try' : 'tries'} left).`,
      undefined,
      'Wrong Arrival Code',
    ),
  arrivalLocked: () =>
    new AppError(
      'conflict',
      ERROR_CODES.arrivalLocked,
      'Too many wrong codes: arrival is locked for 10 minutes. The dispatcher has been told and can verify your arrival.',
      undefined,
      'Arrival Locked',
    ),
  arrivalAlreadyVerified: () => conflict(ERROR_CODES.arrivalAlreadyVerified, 'Arrival is already verified for this job.'),
  notOnTheWay: () => conflict(ERROR_CODES.notOnTheWay, 'Arrival can be verified only while the provider is on the way.'),
  photoRequired: (stage: PhotoStage) =>
    new AppError(
      'conflict',
      ERROR_CODES.photoRequired,
      stage === 'pickup' ? 'Take at least one photo of the vehicle at pickup before you start the service.' : 'Take at least one photo of the finished job before you complete it.',
      undefined,
      'Add a Photo First',
    ),
  photosNotNow: () => conflict(ERROR_CODES.photosNotNow, 'Photos are taken at the car: mark your arrival first. After the job is done, no more can be added.'),
  notAPhoto: () => new AppError('bad_request', ERROR_CODES.notAPhoto, 'That file is not a photo. Take a photo with the camera, or choose a JPEG, PNG, WebP or HEIC image.', undefined, 'Not a Photo'),
  brokenUpload: () =>
    new AppError('bad_request', ERROR_CODES.malformedBody, 'The photo did not arrive whole. Send it again as multipart/form-data, one photo in the field named photo.'),
  photoTooLarge: () => new AppError('payload_too_large', ERROR_CODES.photoTooLarge, 'That photo is larger than 5 MB. Take it again, or choose a smaller one.', undefined, 'Photo Too Large'),
  onAnotherJob: () => conflict(ERROR_CODES.onAnotherJob, 'You are on the way to another job. Finish it before you start this one.'),
};
