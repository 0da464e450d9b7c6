import type { ArgumentsHost } from '@nestjs/common';
import type { Request, Response } from 'express';
import { AppErrorFilter } from '../errors/app-error.filter';

const filter = new AppErrorFilter();

/**
 * Answers an error found by Express middleware with the same body the filter gives inside Nest.
 * Middleware answers at once instead of passing the error on: the web app's static-file fallback
 * turns every error passed on under /api into a 404 'Cannot POST'.
 */
export function answerWithError(request: Request, response: Response, error: unknown): void {
  const args = [request, response];
  const host = {
    getType: () => 'http',
    getArgs: () => args,
    getArgByIndex: (index: number) => args[index],
    switchToHttp: () => ({ getRequest: () => request, getResponse: () => response, getNext: () => undefined }),
  } as unknown as ArgumentsHost;
  filter.catch(error, host);
}
