import { AppError, conflict, notFound } from '../../../common/errors/app-error';
import { ERROR_CODES } from '../../../contracts/error-codes';
import type { Suspension } from '../../../domain/provider-credentials';

const SUSPENSIONS: Record<Suspension, string> = {
  insurance_expired: 'Suspended — insurance expired',
  licence_expired: 'Suspended — licence expired',
};

export const suspensionLabel = (suspension: Suspension | null): string => (suspension ? SUSPENSIONS[suspension] : 'Suspended');

export const NetworkErrors = {
  invalidApplication: (fields: Record<string, string>) =>
    new AppError('bad_request', ERROR_CODES.invalidApplication, Object.values(fields)[0] ?? 'Check the application and try again.', undefined, 'Check Your Application', fields),
  notADocument: (field: string) =>
    new AppError(
      'bad_request',
      ERROR_CODES.notADocument,
      'That file is not a photo or a PDF. Take a photo of the document, or choose a JPEG, PNG, WebP, HEIC or PDF file.',
      undefined,
      'Not a Document',
      { [field]: 'That file is not a photo or a PDF.' },
    ),
  documentTooLarge: () => new AppError('payload_too_large', ERROR_CODES.documentTooLarge, 'A file is larger than 10 MB. Take the photo again, or choose a smaller file.', undefined, 'File Too Large'),
  brokenUpload: () =>
    new AppError('bad_request', ERROR_CODES.malformedBody, 'The application did not arrive whole. Send it again as multipart/form-data: the form in the field named application, with its files.'),
  alreadyApplied: () => conflict(ERROR_CODES.alreadyApplied, 'We already have an application from this phone number. We will text you when a dispatcher has reviewed it.'),
  alreadyOnRoster: () => conflict(ERROR_CODES.alreadyOnRoster, 'This phone number is already on our provider roster. Call dispatch if you need your provider page link.'),
  throttled: (retryAfterSeconds: number) =>
    new AppError('too_many_requests', ERROR_CODES.applicationsThrottled, 'Too many applications from your connection. Please try again in an hour.', retryAfterSeconds),
  applicationNotFound: () => notFound(ERROR_CODES.applicationNotFound, 'That application does not exist.'),
  applicationDecided: () => conflict(ERROR_CODES.applicationDecided, 'This application has already been decided.'),
  suspended: (name: string, suspension: Suspension | null) =>
    conflict(ERROR_CODES.providerSuspended, `${name} cannot take jobs: ${suspensionLabel(suspension)}. Review their renewed documents on the roster first.`),
  underReview: (name: string) => conflict(ERROR_CODES.providerUnderReview, `${name} cannot take jobs while their documents are under review. Approve them on the roster first.`),
  notSuspended: () => conflict(ERROR_CODES.notSuspended, 'This provider is already active.'),
  applicationLapsed: () =>
    conflict(ERROR_CODES.documentsLapsed, "This application's insurance or licence has expired since it was sent. Ask the applicant to apply again with the renewal."),
  stillLapsed: () =>
    conflict(ERROR_CODES.documentsLapsed, 'This provider has no current insurance and licence on file. Add the renewed documents with their new expiry dates first.'),
};
