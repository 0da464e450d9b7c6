import { AppError } from '../../../common/errors/app-error';
import { ERROR_CODES } from '../../../contracts/error-codes';

export const StaffErrors = {
  notFound: () => new AppError('not_found', ERROR_CODES.staffNotFound, 'That member of staff was not found. Reload the staff page.'),
  emailTaken: () => new AppError('conflict', ERROR_CODES.staffEmailTaken, 'Someone on the staff, or a pending invitation, already has that email.'),
  noPhone: () => new AppError('conflict', ERROR_CODES.staffNoPhone, 'This person has no mobile number to text a link to. Invite them again with one.'),
  lastOwner: () => new AppError('conflict', ERROR_CODES.lastOwner, 'The desk needs at least one active owner. Make someone else an owner first.'),
  invitationNotFound: () => new AppError('not_found', ERROR_CODES.invitationNotFound, 'This invitation link is not valid. Ask an owner for a new one.'),
  invitationUsed: () => new AppError('conflict', ERROR_CODES.invitationUsed, 'This invitation has already been used. Sign in with your email and password.'),
  invitationClosed: () => new AppError('gone', ERROR_CODES.invitationExpired, 'This invitation has expired or was withdrawn. Ask an owner for a new one.'),
  weakPassword: (problem: string) => new AppError('bad_request', ERROR_CODES.weakPassword, problem, undefined, undefined, { password: problem }),
  wrongCode: () =>
    new AppError('bad_request', ERROR_CODES.wrongCode, 'That code is not right. Enter the 6-digit code your authenticator app shows now.', undefined, undefined, {
      code: 'That code is not right. Enter the 6-digit code your authenticator app shows now.',
    }),
};
