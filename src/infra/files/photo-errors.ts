import { AppError } from '../../common/errors/app-error';
import { ERROR_CODES } from '../../contracts/error-codes';

export const PhotoErrors = {
  tooManyPixels: () =>
    new AppError('payload_too_large', ERROR_CODES.photoTooManyPixels, 'That image is larger than 40 megapixels. Take a photo with the camera, or choose a smaller image.', undefined, 'Photo Too Large'),
};
