import { AppError, conflict } from '../../common/errors/app-error';
import { ERROR_CODES } from '../../contracts/error-codes';
import type { NotHereBlock } from '../../domain/gone-on-arrival';
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
      PHOTO_NEEDED[stage],
      undefined,
      'Add a Photo First',
    ),
  photosNotNow: () => conflict(ERROR_CODES.photosNotNow, 'Photos are taken at the car: mark your arrival first. After the job is done, no more can be added.'),
  notAPhoto: () => new AppError('bad_request', ERROR_CODES.notAPhoto, 'That file is not a photo. Take a photo with the camera, or choose a JPEG, PNG, WebP or HEIC image.', undefined, 'Not a Photo'),
  brokenUpload: () =>
    new AppError('bad_request', ERROR_CODES.malformedBody, 'The photo did not arrive whole. Send it again as multipart/form-data, one photo in the field named photo.'),
  photoTooLarge: () => new AppError('payload_too_large', ERROR_CODES.photoTooLarge, 'That photo is larger than 5 MB. Take it again, or choose a smaller one.', undefined, 'Photo Too Large'),
  notHereUnavailable: (block: NotHereBlock) => new AppError('conflict', ERROR_CODES.notHereUnavailable, NOT_HERE_BLOCKS[block], undefined, 'Not Yet'),
  notAwaitingHere: () => conflict(ERROR_CODES.notAwaitingHere, 'Your provider has not reported you missing, so there is nothing to answer. Your page shows where they are.'),
  onAnotherJob: () => conflict(ERROR_CODES.onAnotherJob, 'You are on the way to another job. Finish it before you start this one.'),
};

const PHOTO_NEEDED: Record<PhotoStage, string> = {
  pickup: 'Take at least one photo of the vehicle at pickup before you start the service.',
  completion: 'Take at least one photo of the finished job before you complete it.',
  extra: 'Take a photo that shows why the extra charge is needed.',
  not_here: 'Take a photo of the pickup spot first: it is the proof that you were there.',
};

const NOT_HERE_BLOCKS: Record<NotHereBlock, string> = {
  not_arrived: "'Customer Not Here' is for after you have marked your arrival.",
  already_reported: 'You already reported the customer not here. Wait for their answer or for the dispatcher.',
  no_pickup: 'This job has no pickup point on the map, so the dispatcher must close it: call them.',
  no_fix: 'Your location is not coming through. Turn on location sharing on this page, then try again.',
  too_far: 'You are more than 150 m from the pickup. Go to the pickup point, then try again.',
  too_soon: 'Wait 10 minutes at the pickup after marking your arrival, then try again.',
};
