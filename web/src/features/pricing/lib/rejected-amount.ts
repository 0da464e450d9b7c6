import type { ErrorCode } from '@contracts/error-codes';
import { isApiError } from '@/lib/api-client';

/** The server refused the amount itself (not the request's state), so the field is what to fix. */
export const isRejectedAmount = (error: unknown, code: ErrorCode): boolean => isApiError(error, 400) && error.code === code;
