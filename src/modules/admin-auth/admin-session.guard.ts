import { CanActivate, ExecutionContext, Injectable } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { AppError } from '../../common/errors/app-error';
import { AdminAuthService } from './admin-auth.service';
import { AdminRequest } from './admin-session';
import { PUBLIC_ADMIN_ROUTE } from './public-route.decorator';
import { ERROR_CODES } from '../../contracts/error-codes';

export const ADMIN_PATH_PREFIX = '/api/admin';

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
    // Routes match case-insensitively, so the guard must compare the same way.
    const path = (request.routeOptions.url ?? request.url.split('?', 1)[0]).toLowerCase();
    if (path !== ADMIN_PATH_PREFIX && !path.startsWith(`${ADMIN_PATH_PREFIX}/`)) return true;
    const isPublic = this.reflector.getAllAndOverride<boolean>(PUBLIC_ADMIN_ROUTE, [context.getHandler(), context.getClass()]);
    if (isPublic) return true;
    const admin = await this.auth.resolveSession(request.session);
    if (!admin) throw new AppError('unauthorized', ERROR_CODES.notSignedIn, 'Please sign in to continue.');
    request.admin = admin;
    return true;
  }
}
