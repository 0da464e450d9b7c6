import { CanActivate, ExecutionContext, Injectable } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { EntityManager } from '@mikro-orm/postgresql';
import { AppError } from '../../../common/errors/app-error';
import { isPortalPath } from '../../../common/http/portal-path';
import { routedPath } from '../../../common/http/routed-path';
import { ERROR_CODES } from '../../../contracts/error-codes';
import { isAccountRole, type AccountRole } from '../../../domain/business-accounts';
import { FactorErrors, StaffAuthService, type SessionHolder } from '../../staff';
import { AccountErrors } from '../account-errors';
import { BusinessAccount } from '../entities/business-account.entity';
import { ACCOUNT_ACCESS_KEY } from './account-access.decorator';
import type { PortalRequest } from './account-member';

/**
 * Global guard: every /api/business route needs a live session of one of an open account's people,
 * and the role the route declares. A route without one is refused to everyone.
 */
@Injectable()
export class PortalSessionGuard implements CanActivate {
  constructor(
    private readonly reflector: Reflector,
    private readonly auth: StaffAuthService,
    private readonly em: EntityManager,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    if (context.getType() !== 'http') return true;
    const request = context.switchToHttp().getRequest<PortalRequest & SessionHolder>();
    if (!isPortalPath(routedPath(request))) return true;
    const person = await this.auth.resolveSession(request.session);
    if (!person?.accountId || !isAccountRole(person.role)) throw AccountErrors.notAccountMember();
    const account = await this.em.fork().findOne(BusinessAccount, { id: person.accountId, archivedAt: null }, { fields: ['name'] });
    if (!account) throw AccountErrors.notAccountMember();
    const needed = this.reflector.getAllAndOverride<AccountRole | undefined>(ACCOUNT_ACCESS_KEY, [context.getHandler(), context.getClass()]);
    if (!needed) throw new AppError('forbidden', ERROR_CODES.noAccessRule, 'This part of the portal has no access rule yet, so nobody may use it.');
    if (needed === 'account_admin' && person.role !== 'account_admin') throw AccountErrors.roleForbidden();
    if (request.session?.mustAddFactor) throw FactorErrors.required();
    request.accountMember = { id: person.id, name: person.name, email: person.email, role: person.role, accountId: person.accountId, accountName: account.name };
    return true;
  }
}
