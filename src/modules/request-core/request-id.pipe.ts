import { ParseUUIDPipe } from '@nestjs/common';
import { RequestErrors } from './request-errors';

/** A request id that is not a UUID names no request: the same answer as an unknown one. */
export const requestIdPipe = new ParseUUIDPipe({ exceptionFactory: () => RequestErrors.requestNotFound() });
