import { ArgumentsHost, Catch, ExceptionFilter, HttpException, HttpStatus, Logger } from '@nestjs/common';
import { OptimisticLockError } from '@mikro-orm/core';
import { ThrottlerException } from '@nestjs/throttler';
import { Response } from 'express';
import { AppError, AppErrorKind } from './app-error';

const STATUS_BY_KIND: Record<AppErrorKind, number> = {
  bad_request: HttpStatus.BAD_REQUEST,
  unauthorized: HttpStatus.UNAUTHORIZED,
  forbidden: HttpStatus.FORBIDDEN,
  not_found: HttpStatus.NOT_FOUND,
  conflict: HttpStatus.CONFLICT,
  gone: HttpStatus.GONE,
  too_many_requests: HttpStatus.TOO_MANY_REQUESTS,
  unavailable: HttpStatus.SERVICE_UNAVAILABLE,
};

export interface ErrorBody {
  statusCode: number;
  error: string;
  message: string | string[];
  code?: string;
  title?: string;
}

/** The one translation point from thrown errors to `{ statusCode, error, message }`. */
@Catch()
export class AppErrorFilter implements ExceptionFilter {
  private readonly logger = new Logger(AppErrorFilter.name);

  catch(exception: unknown, host: ArgumentsHost): void {
    if (host.getType() !== 'http') throw exception;
    const response = host.switchToHttp().getResponse<Response>();
    if (response.headersSent) return;
    const body = this.toBody(exception);
    if (exception instanceof AppError && exception.retryAfterSeconds) {
      response.setHeader('Retry-After', String(exception.retryAfterSeconds));
    }
    response.status(body.statusCode).json(body);
  }

  private toBody(exception: unknown): ErrorBody {
    if (exception instanceof AppError) {
      const statusCode = STATUS_BY_KIND[exception.kind];
      return {
        statusCode,
        error: reasonPhrase(statusCode),
        message: exception.message,
        code: exception.code,
        ...(exception.title ? { title: exception.title } : {}),
      };
    }
    if (exception instanceof ThrottlerException) {
      return { statusCode: 429, error: reasonPhrase(429), message: 'Too many requests. Please wait a minute and try again.' };
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
        message: 'Someone else just changed this request. Please reload it and try again.',
      };
    }
    if (isBodyParserError(exception)) {
      return { statusCode: exception.status, error: reasonPhrase(exception.status), message: bodyParserMessage(exception) };
    }
    this.logger.error(exception instanceof Error ? exception.stack : String(exception));
    return {
      statusCode: 500,
      error: reasonPhrase(500),
      message: 'Something went wrong on our side. Please try again; if it keeps happening, call us.',
    };
  }
}

interface BodyParserError {
  status: number;
  type: string;
}

function isBodyParserError(error: unknown): error is BodyParserError {
  const candidate = error as Partial<BodyParserError> | null;
  return typeof candidate?.status === 'number' && candidate.status >= 400 && candidate.status < 500 && typeof candidate.type === 'string';
}

function bodyParserMessage(error: BodyParserError): string {
  if (error.type === 'entity.too.large') return 'The request body is too large.';
  if (error.type === 'entity.parse.failed') return 'The request body is not valid JSON.';
  return 'The request body could not be read.';
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
