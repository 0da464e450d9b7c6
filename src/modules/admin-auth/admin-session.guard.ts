import { CanActivate, ExecutionContext, Injectable } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { AppError } from '../../common/errors/app-error';
import { AdminAuthService } from './admin-auth.service';
import { AdminRequest } from './admin-session';
import { PUBLIC_ADMIN_ROUTE } from './public-route.decorator';
import { routedPath } from '../../common/http/routed-path';
import { ERROR_CODES } from '../../contracts/error-codes';

export const ADMIN_PATH_PREFIX = '/api/admin';

/** Under /api/admin, whatever its case: routes match case-insensitively, so these checks do too. */
export function isStaffPath(path: string): boolean {
  const lower = path.toLowerCase();
  return lower === ADMIN_PATH_PREFIX || lower.startsWith(`${ADMIN_PATH_PREFIX}/`);
}

/** Global guard: every /api/admin route needs a live admin session unless marked public. */
@Injectable()
export class AdminSessionGuard implements CanActivate {
  constructor(
    private readonly reflector: Reflector,
    private readonly auth: AdminAuthService,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    if (context.getType() !== 'http') return true;
    const request = context.switchToHttp().getRequest<AdminRequest>();
    if (!isStaffPath(routedPath(request))) return true;
    const isPublic = this.reflector.getAllAndOverride<boolean>(PUBLIC_ADMIN_ROUTE, [context.getHandler(), context.getClass()]);
    if (isPublic) return true;
    const admin = await this.auth.resolveSession(request.session);
    if (!admin) throw new AppError('unauthorized', ERROR_CODES.notSignedIn, 'Please sign in to continue.');
    request.admin = admin;
    return true;
  }
}
