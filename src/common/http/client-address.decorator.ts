import { createParamDecorator, ExecutionContext } from '@nestjs/common';
import type { Request } from 'express';

/** The caller's address as Express resolved it under TRUST_PROXY. */
export const ClientAddress = createParamDecorator(
  (_data: unknown, context: ExecutionContext): string => context.switchToHttp().getRequest<Request>().ip ?? 'unknown',
);
