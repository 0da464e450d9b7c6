import { AppError } from '../../../common/errors/app-error';
import { ERROR_CODES } from '../../../contracts/error-codes';

export const FactorErrors = {
  required: () =>
    new AppError('forbidden', ERROR_CODES.factorRequired, 'Your role signs in with a second factor. Add a passkey or an authenticator app to continue.'),
  passkeyRefused: () =>
    new AppError('unauthorized', ERROR_CODES.passkeyRefused, 'That passkey could not be checked. Try again, or enter the 6-digit code.'),
  registrationRefused: () =>
    new AppError('bad_request', ERROR_CODES.passkeyRefused, 'That passkey could not be added. Start again with Add a Passkey.'),
  passkeyNotFound: () => new AppError('not_found', ERROR_CODES.passkeyNotFound, 'That passkey was not found. Reload the page.'),
  lastFactor: () =>
    new AppError('conflict', ERROR_CODES.lastFactor, 'This is your last second factor and your role needs one. Add another passkey or an authenticator app first.'),
  deviceNotFound: () => new AppError('not_found', ERROR_CODES.deviceNotFound, 'That device is already signed out. Reload the page.'),
  noPendingKey: () =>
    new AppError('conflict', ERROR_CODES.noPendingKey, 'There is no new authenticator key to confirm. Start again with Set Up Authenticator App.'),
  wrongRecoveryCode: () =>
    new AppError('unauthorized', ERROR_CODES.wrongCode, 'That recovery code is not right, or it was already used. Each code works once.'),
};
