import { AppError, conflict, notFound } from '../../common/errors/app-error';
import { ERROR_CODES, type ErrorCode } from '../../contracts/error-codes';
import { PROVIDER_MESSAGES, type ProviderProblem } from '../../domain/provider-details';

const PROBLEM_CODES: Record<ProviderProblem, ErrorCode> = {
  nameRequired: ERROR_CODES.providerNameRequired,
  phoneRequired: ERROR_CODES.providerPhoneRequired,
  invalidPhone: ERROR_CODES.invalidProviderPhone,
  emailRequired: ERROR_CODES.providerEmailRequired,
  invalidEmail: ERROR_CODES.invalidProviderEmail,
  vehicleRequired: ERROR_CODES.providerVehicleRequired,
  nameAndPhoneRequired: ERROR_CODES.providerDetailsRequired,
};

export const ProviderErrors = {
  providerProblem: (problem: ProviderProblem) =>
    new AppError('bad_request', PROBLEM_CODES[problem], PROVIDER_MESSAGES[problem]),
  providerNotFound: () => notFound(ERROR_CODES.providerNotFound, 'That provider is not on the roster.'),
  providerInactive: () =>
    conflict(ERROR_CODES.providerInactive, 'That provider is deactivated. Reactivate them on the roster or choose another.'),
  phoneTaken: () => conflict(ERROR_CODES.providerPhoneTaken, 'Another provider on the roster already has this phone number.'),
  pageNotFound: () => notFound(ERROR_CODES.providerPageNotFound, 'This provider link is not valid. Ask the dispatcher for a new one.'),
  suspended: () =>
    conflict(ERROR_CODES.accountSuspended, 'Your provider account is suspended until a dispatcher approves your renewed documents, so you cannot take jobs. Call the dispatcher for help.'),
  paused: () => conflict(ERROR_CODES.providerPaused, 'Your provider account is paused, so you cannot go on duty. Call the dispatcher for help.'),
};
