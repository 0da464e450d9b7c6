import { Injectable } from '@nestjs/common';
import type { SignedInAdmin } from '../../../common/staff/staff-request';
import type { AccountDetailView, ApiKeyView, BusinessAccountView, CreatedApiKeyView } from '../../../contracts/account-views';
import { MEMBER_ROLE_LABELS } from '../../../domain/staff-roles';
import { StaffDirectoryService, StaffService } from '../../staff';
import { ApiKeysService } from '../keys/api-keys.service';
import type { CreateApiKeyDto } from '../keys/api-key.dto';
import type { AccountMemberInviteDto } from '../portal/account-member-invite.dto';
import { InvoicesService } from '../invoices/invoices.service';
import type { CreateAccountDto, UpdateAccountDto } from './account.dto';
import { BusinessAccountsService } from './business-accounts.service';

/** What the desk does with accounts: an owner keeps them, their keys and their people. */
@Injectable()
export class AccountDeskService {
  constructor(
    private readonly accounts: BusinessAccountsService,
    private readonly keys: ApiKeysService,
    private readonly directory: StaffDirectoryService,
    private readonly staff: StaffService,
    private readonly invoices: InvoicesService,
  ) {}

  list(): Promise<BusinessAccountView[]> {
    return this.accounts.list();
  }

  create(body: CreateAccountDto): Promise<BusinessAccountView> {
    return this.accounts.create(body);
  }

  update(id: string, body: UpdateAccountDto): Promise<BusinessAccountView> {
    return this.accounts.update(id, body);
  }

  async detail(id: string): Promise<AccountDetailView> {
    const account = await this.accounts.view(id);
    const [keys, members, invoices] = await Promise.all([this.keys.list(id), this.directory.accountMembers(id), this.invoices.ofAccount(id)]);
    return { account, keys, members, invoices };
  }

  createKey(id: string, body: CreateApiKeyDto, you: SignedInAdmin): Promise<CreatedApiKeyView> {
    return this.keys.create(id, body, `${you.name} (${MEMBER_ROLE_LABELS[you.role]})`);
  }

  revokeKey(id: string, keyId: string): Promise<ApiKeyView> {
    return this.keys.revoke(id, keyId);
  }

  async invite(id: string, body: AccountMemberInviteDto, you: SignedInAdmin): Promise<void> {
    await this.accounts.open(id);
    await this.staff.inviteToAccount(id, body, you);
  }
}
