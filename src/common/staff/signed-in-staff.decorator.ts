import { createParamDecorator, ExecutionContext, UnauthorizedException } from '@nestjs/common';
import type { AdminRequest, SignedInAdmin } from './staff-request';

/**
 * The dispatcher the admin guard signed in for this request. The guard runs first on every admin
 * route, so a missing admin here is a route mounted outside the guard, refused rather than guessed.
 */
export const CurrentAdmin = createParamDecorator((_: unknown, context: ExecutionContext): SignedInAdmin => {
  const admin = context.switchToHttp().getRequest<AdminRequest>().admin;
  if (!admin) throw new UnauthorizedException();
  return admin;
});
