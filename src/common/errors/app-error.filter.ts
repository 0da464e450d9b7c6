import { ArgumentsHost, Catch, ExceptionFilter, HttpException, HttpStatus, Logger } from '@nestjs/common';
import { OptimisticLockError } from '@mikro-orm/core';
import { ThrottlerException } from '@nestjs/throttler';
import type { FastifyReply } from 'fastify';
import { ERROR_CODES } from '../../contracts/error-codes';
import { loggableError } from './loggable-error';
import { AppError, AppErrorKind, CONCURRENT_CHANGE_MESSAGE } from './app-error';
import { unavailableError } from './infrastructure-error';

export const STATUS_BY_KIND: Record<AppErrorKind, number> = {
  bad_request: HttpStatus.BAD_REQUEST,
  unprocessable: HttpStatus.UNPROCESSABLE_ENTITY,
  unauthorized: HttpStatus.UNAUTHORIZED,
  forbidden: HttpStatus.FORBIDDEN,
  not_found: HttpStatus.NOT_FOUND,
  payment_required: HttpStatus.PAYMENT_REQUIRED,
  conflict: HttpStatus.CONFLICT,
  gone: HttpStatus.GONE,
  payload_too_large: HttpStatus.PAYLOAD_TOO_LARGE,
  unsupported_media_type: HttpStatus.UNSUPPORTED_MEDIA_TYPE,
  too_many_requests: HttpStatus.TOO_MANY_REQUESTS,
  unavailable: HttpStatus.SERVICE_UNAVAILABLE,
};

export interface ErrorBody {
  statusCode: number;
  error: string;
  message: string | string[];
  code?: string;
  title?: string;
  fields?: Readonly<Record<string, string>>;
}

/** The one translation point from thrown errors to `{ statusCode, error, message }`. */
@Catch()
export class AppErrorFilter implements ExceptionFilter {
  private readonly logger = new Logger(AppErrorFilter.name);

  catch(exception: unknown, host: ArgumentsHost): void {
    if (host.getType() !== 'http') throw exception;
    const reply = host.switchToHttp().getResponse<FastifyReply>();
    if (reply.sent) return;
    exception = unavailableError(exception) ?? exception;
    const body = this.toBody(exception);
    if (exception instanceof AppError && exception.retryAfterSeconds) {
      reply.header('Retry-After', String(exception.retryAfterSeconds));
    }
    // A route's own @Header('Content-Type') is already set when its pipes refuse; a JSON body sent under it would be a 500.
    void reply.status(body.statusCode).type('application/json; charset=utf-8').send(body);
  }

  private toBody(exception: unknown): ErrorBody {
    if (exception instanceof AppError) return appErrorBody(exception);
    if (exception instanceof ThrottlerException) {
      return {
        statusCode: 429,
        error: reasonPhrase(429),
        message: 'Too many requests. Please wait a minute and try again.',
        code: ERROR_CODES.tooManyRequests,
      };
    }
    if (exception instanceof HttpException) {
      const statusCode = exception.getStatus();
      const payload = exception.getResponse();
      const message =
        typeof payload === 'object' && payload !== null && 'message' in payload
          ? (payload as { message: string | string[] }).message
          : exception.message;
      return { statusCode, error: reasonPhrase(statusCode), message };
    }
    if (exception instanceof OptimisticLockError) {
      return {
        statusCode: 409,
        error: reasonPhrase(409),
        message: CONCURRENT_CHANGE_MESSAGE,
        code: ERROR_CODES.concurrentChange,
      };
    }
    this.logger.error(loggableError(exception));
    return {
      statusCode: 500,
      error: reasonPhrase(500),
      message: 'Something went wrong on our side. Please try again; if it keeps happening, call us.',
      code: ERROR_CODES.internalError,
    };
  }
}

/** The body of an answer refusing with `error`, for the few answers given outside Nest's filters. */
export function appErrorBody(error: AppError): ErrorBody {
  const statusCode = STATUS_BY_KIND[error.kind];
  return {
    statusCode,
    error: reasonPhrase(statusCode),
    message: error.message,
    code: error.code,
    ...(error.title ? { title: error.title } : {}),
    ...(error.fields ? { fields: error.fields } : {}),
  };
}

function reasonPhrase(statusCode: number): string {
  const name = HttpStatus[statusCode];
  if (!name) return 'Error';
  return name
    .toLowerCase()
    .split('_')
    .map((word) => word[0].toUpperCase() + word.slice(1))
    .join(' ');
}
