import { createParamDecorator, ExecutionContext, UnauthorizedException } from '@nestjs/common';
import type { AccountMember, PortalRequest } from './account-member';

/** The account member the portal guard signed in for this request. */
export const CurrentMember = createParamDecorator((_: unknown, context: ExecutionContext): AccountMember => {
  const member = context.switchToHttp().getRequest<PortalRequest>().accountMember;
  if (!member) throw new UnauthorizedException();
  return member;
});
