import { createParamDecorator, ExecutionContext } from '@nestjs/common';
import type { Request } from 'express';

/** The caller's address as Express resolved it under TRUST_PROXY. */
export const clientAddressOf = (request: Request): string => request.ip ?? 'unknown';

export const ClientAddress = createParamDecorator((_data: unknown, context: ExecutionContext): string => clientAddressOf(context.switchToHttp().getRequest<Request>()));
