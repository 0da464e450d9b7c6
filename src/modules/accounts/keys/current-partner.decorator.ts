import { createParamDecorator, ExecutionContext, UnauthorizedException } from '@nestjs/common';
import type { PartnerCaller, PartnerRequest } from './partner-caller';

/** The account and key the partner guard found behind this request's Bearer key. */
export const CurrentPartner = createParamDecorator((_: unknown, context: ExecutionContext): PartnerCaller => {
  const partner = context.switchToHttp().getRequest<PartnerRequest>().partner;
  if (!partner) throw new UnauthorizedException();
  return partner;
});
