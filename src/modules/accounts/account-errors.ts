import { AppError, conflict, notFound } from '../../common/errors/app-error';
import { ERROR_CODES } from '../../contracts/error-codes';
import { formatUsd } from '../../domain/money';

/** What the accounts module refuses, in words a person can act on. */
export const AccountErrors = {
  accountNotFound: () => notFound(ERROR_CODES.accountNotFound, 'No business account has this id.'),
  nameTaken: () => conflict(ERROR_CODES.accountNameTaken, 'A business account already has this name. Choose another name.'),
  creditLimitReached: (limitCents: number) =>
    conflict(
      ERROR_CODES.creditLimitReached,
      `This account has reached its monthly credit limit of ${formatUsd(limitCents)}. New jobs are refused until an owner raises the limit; call the desk for help now.`,
    ),
  keyMissing: () => new AppError('unauthorized', ERROR_CODES.apiKeyMissing, 'Send your API key as "Authorization: Bearer <key>". Account admins create keys in the business portal.'),
  keyInvalid: () => new AppError('unauthorized', ERROR_CODES.apiKeyInvalid, 'This API key is not valid, or it was revoked. Create a new key in the business portal.'),
  keyScope: (scope: string) => new AppError('forbidden', ERROR_CODES.apiKeyScope, `This API key does not have the ${scope} scope. Create a key with that scope in the business portal.`),
  keyNotFound: () => notFound(ERROR_CODES.apiKeyNotFound, 'No API key of this account has this id.'),
  jobNotFound: () => notFound(ERROR_CODES.jobNotFound, 'No job of this account has this id.'),
  noReceiptYet: () => notFound(ERROR_CODES.receiptNotFound, 'This job has no receipt yet: it is written when the job is completed.'),
  jobNotCancellable: () => conflict(ERROR_CODES.jobNotCancellable, 'This job can no longer be cancelled: service has started, or the job is closed.'),
  invalidCursor: () => new AppError('bad_request', ERROR_CODES.invalidCursor, 'This cursor is not valid. Pass the nextCursor of the previous page, or none for the first page.'),
  notAccountMember: () => new AppError('unauthorized', ERROR_CODES.notAccountMember, 'Please sign in to your business account to continue.'),
  roleForbidden: () => new AppError('forbidden', ERROR_CODES.accountRoleForbidden, 'Only an account admin can do this. Ask your account admin if you need to.'),
};
