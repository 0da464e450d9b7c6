import { EntityManager, UniqueConstraintViolationException } from '@mikro-orm/postgresql';
import { Inject, Injectable } from '@nestjs/common';
import { CLOCK, Clock } from '../../../common/clock/clock';
import { AppError } from '../../../common/errors/app-error';
import { toTextableUsNumber } from '../../../common/phone/phone-number';
import type { BusinessAccountView } from '../../../contracts/account-views';
import { ERROR_CODES, type ErrorCode } from '../../../contracts/error-codes';
import { EMAIL_SHAPE } from '../../../domain/email';
import { withinCreditLimit } from '../../../domain/business-accounts';
import { RequestRepository } from '../../request-core';
import { AccountErrors } from '../account-errors';
import { BusinessAccount } from '../entities/business-account.entity';
import { toAccountView } from './account-view.mapper';
import type { CreateAccountDto, UpdateAccountDto } from './account.dto';

/** The accounts an owner keeps: who they are, how they are billed, and how far their month may go. */
@Injectable()
export class BusinessAccountsService {
  constructor(
    private readonly em: EntityManager,
    private readonly requests: RequestRepository,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async list(): Promise<BusinessAccountView[]> {
    const accounts = await this.em.fork().find(BusinessAccount, { archivedAt: null }, { orderBy: { name: 'asc' } });
    return Promise.all(accounts.map(async (account) => toAccountView(account, await this.monthCharges(account.id))));
  }

  async view(accountId: string): Promise<BusinessAccountView> {
    return toAccountView(await this.open(accountId), await this.monthCharges(accountId));
  }

  /** An open account, or a 404. */
  async open(accountId: string): Promise<BusinessAccount> {
    const account = await this.em.fork().findOne(BusinessAccount, { id: accountId, archivedAt: null });
    if (!account) throw AccountErrors.accountNotFound();
    return account;
  }

  async create(body: CreateAccountDto): Promise<BusinessAccountView> {
    const em = this.em.fork();
    const now = this.clock.now();
    const account = em.create(BusinessAccount, { ...this.checked(body), createdAt: now, updatedAt: now } as BusinessAccount);
    await this.flushNamed(em);
    return toAccountView(account, 0);
  }

  async update(accountId: string, body: UpdateAccountDto): Promise<BusinessAccountView> {
    const em = this.em.fork();
    const account = await em.findOne(BusinessAccount, { id: accountId, archivedAt: null });
    if (!account) throw AccountErrors.accountNotFound();
    em.assign(account, this.checked(body));
    await this.flushNamed(em);
    return toAccountView(account, await this.monthCharges(accountId));
  }

  /** Refuses a new job once the month's charges have reached the limit: the owner raises it to let more in. */
  async checkCredit(account: BusinessAccount): Promise<void> {
    if (!withinCreditLimit(await this.monthCharges(account.id), account.creditLimitCents)) throw AccountErrors.creditLimitReached(account.creditLimitCents);
  }

  private monthCharges(accountId: string): Promise<number> {
    return this.requests.accountMonthChargesCents(accountId, this.clock.now());
  }

  private checked<T extends Partial<CreateAccountDto>>(body: T): T {
    const fields: Partial<CreateAccountDto> = { ...body };
    if (body.name !== undefined) fields.name = body.name.trim();
    if (body.billingName !== undefined) fields.billingName = body.billingName.trim();
    if (body.billingEmail !== undefined) {
      const email = body.billingEmail.trim().toLowerCase();
      if (email && !EMAIL_SHAPE.test(email)) throw fieldProblem(ERROR_CODES.invalidEmail, 'billingEmail', 'Please enter a valid billing email address, or leave it empty');
      (fields as { billingEmail: string | null }).billingEmail = email || null;
    }
    if (body.billingPhone !== undefined) {
      const phone = toTextableUsNumber(body.billingPhone);
      if (!phone) throw fieldProblem(ERROR_CODES.invalidPhone, 'billingPhone', 'Please enter a US mobile phone number we can text');
      fields.billingPhone = phone;
    }
    return fields as T;
  }

  private async flushNamed(em: EntityManager): Promise<void> {
    try {
      await em.flush();
    } catch (error) {
      if (error instanceof UniqueConstraintViolationException) throw AccountErrors.nameTaken();
      throw error;
    }
  }
}

const fieldProblem = (code: ErrorCode, field: string, message: string) => new AppError('bad_request', code, message, undefined, undefined, { [field]: message });
