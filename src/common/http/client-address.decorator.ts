import { createParamDecorator, ExecutionContext } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';

/** The caller's address as Fastify resolved it under TRUST_PROXY. */
export const clientAddressOf = (request: FastifyRequest): string => request.ip ?? 'unknown';

export const ClientAddress = createParamDecorator((_data: unknown, context: ExecutionContext): string => clientAddressOf(context.switchToHttp().getRequest<FastifyRequest>()));
