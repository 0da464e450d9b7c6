import { CanActivate, ExecutionContext, Injectable } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { AppError } from '../../common/errors/app-error';
import { StaffAuthService } from './staff-auth.service';
import { AdminRequest } from './admin-session';
import { PUBLIC_ADMIN_ROUTE } from './public-route.decorator';
import { routedPath } from '../../common/http/routed-path';
import { ERROR_CODES } from '../../contracts/error-codes';
import { signStaffRequest } from '../../common/staff/acting-staff';
import { mayUse, MEMBER_ROLE_LABELS, type StaffAccess } from '../../domain/staff-roles';
import { isAccountRole } from '../../domain/business-accounts';
import { STAFF_ACCESS_KEY } from '../../common/staff/staff-access.decorator';
import { DURING_FACTOR_SET_UP } from './factors/during-factor-set-up.decorator';
import { FactorErrors } from './factors/factor-errors';
import { OPEN_TO_ACCOUNT_MEMBERS } from './open-to-account-members.decorator';

export const ADMIN_PATH_PREFIX = '/api/admin';

/** Under /api/admin, whatever its case: routes match case-insensitively, so these checks do too. */
export function isStaffPath(path: string): boolean {
  const lower = path.toLowerCase();
  return lower === ADMIN_PATH_PREFIX || lower.startsWith(`${ADMIN_PATH_PREFIX}/`);
}

/**
 * Global guard: every /api/admin route needs a live staff session unless marked public, and a role
 * its access rule lets in. A route without a rule is refused to everyone: access is never guessed.
 */
@Injectable()
export class AdminSessionGuard implements CanActivate {
  constructor(
    private readonly reflector: Reflector,
    private readonly auth: StaffAuthService,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    if (context.getType() !== 'http') return true;
    const request = context.switchToHttp().getRequest<AdminRequest>();
    if (!isStaffPath(routedPath(request))) return true;
    const isPublic = this.reflector.getAllAndOverride<boolean>(PUBLIC_ADMIN_ROUTE, [context.getHandler(), context.getClass()]);
    if (isPublic) return true;
    const admin = await this.auth.resolveSession(request.session);
    if (!admin) throw new AppError('unauthorized', ERROR_CODES.notSignedIn, 'Please sign in to continue.');
    const access = this.reflector.getAllAndOverride<StaffAccess | undefined>(STAFF_ACCESS_KEY, [context.getHandler(), context.getClass()]);
    if (!access) throw new AppError('forbidden', ERROR_CODES.noAccessRule, 'This part of the desk has no access rule yet, so nobody may use it. Tell the team.');
    if (isAccountRole(admin.role)) {
      if (!this.reflector.getAllAndOverride<boolean>(OPEN_TO_ACCOUNT_MEMBERS, [context.getHandler(), context.getClass()])) {
        throw new AppError('forbidden', ERROR_CODES.roleForbidden, 'Business accounts sign in to their own portal at /business, not to the dispatch desk.');
      }
    } else if (!mayUse(admin.role, access)) {
      throw new AppError('forbidden', ERROR_CODES.roleForbidden, `Your role (${MEMBER_ROLE_LABELS[admin.role]}) cannot do this. Ask an owner if you need to.`);
    }
    if (request.session.mustAddFactor && !this.reflector.getAllAndOverride<boolean>(DURING_FACTOR_SET_UP, [context.getHandler(), context.getClass()])) {
      throw FactorErrors.required();
    }
    request.admin = admin;
    signStaffRequest({ id: admin.id, name: admin.name });
    this.auth.noteSeen(request.session);
    return true;
  }
}
