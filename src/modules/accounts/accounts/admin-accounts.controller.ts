import { Body, Controller, Get, HttpCode, Param, ParseUUIDPipe, Patch, Post } from '@nestjs/common';
import { ApiCookieAuth, ApiCreatedResponse, ApiNoContentResponse, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { viewListSchema, viewSchema } from '../../../common/http/view-schema';
import { CurrentAdmin } from '../../../common/staff/signed-in-staff.decorator';
import { Access } from '../../../common/staff/staff-access.decorator';
import type { SignedInAdmin } from '../../../common/staff/staff-request';
import type { AccountDetailView, ApiKeyView, BusinessAccountView, CreatedApiKeyView } from '../../../contracts/account-views';
import { AccountErrors } from '../account-errors';
import { CreateApiKeyDto } from '../keys/api-key.dto';
import { AccountMemberInviteDto } from '../portal/account-member-invite.dto';
import { AccountDeskService } from './account-desk.service';
import { CreateAccountDto, UpdateAccountDto } from './account.dto';

const accountIdPipe = new ParseUUIDPipe({ exceptionFactory: () => AccountErrors.accountNotFound() });
const keyIdPipe = new ParseUUIDPipe({ exceptionFactory: () => AccountErrors.keyNotFound() });

@ApiTags('admin')
@ApiCookieAuth()
@Access('owner')
@Controller('admin/accounts')
export class AdminAccountsController {
  constructor(private readonly desk: AccountDeskService) {}

  @Get()
  @Access('desk')
  @ApiOkResponse({ description: "The open business accounts, each with this month's charges against its limit", schema: viewListSchema('BusinessAccountView') })
  list(): Promise<BusinessAccountView[]> {
    return this.desk.list();
  }

  @Post()
  @ApiCreatedResponse({ description: 'The new account', schema: viewSchema('BusinessAccountView') })
  create(@Body() body: CreateAccountDto): Promise<BusinessAccountView> {
    return this.desk.create(body);
  }

  @Get(':id')
  @Access('desk')
  @ApiOkResponse({ description: 'The account with its API keys, people and invoices', schema: viewSchema('AccountDetailView') })
  detail(@Param('id', accountIdPipe) id: string): Promise<AccountDetailView> {
    return this.desk.detail(id);
  }

  @Patch(':id')
  @ApiOkResponse({ description: 'The account as changed', schema: viewSchema('BusinessAccountView') })
  update(@Param('id', accountIdPipe) id: string, @Body() body: UpdateAccountDto): Promise<BusinessAccountView> {
    return this.desk.update(id, body);
  }

  @Post(':id/api-keys')
  @ApiCreatedResponse({ description: 'The new key: the only answer that carries the whole key', schema: viewSchema('CreatedApiKeyView') })
  createKey(@Param('id', accountIdPipe) id: string, @Body() body: CreateApiKeyDto, @CurrentAdmin() you: SignedInAdmin): Promise<CreatedApiKeyView> {
    return this.desk.createKey(id, body, you);
  }

  @Post(':id/api-keys/:keyId/revoke')
  @HttpCode(200)
  @ApiOkResponse({ description: 'The key, revoked: it answers 401 from now on', schema: viewSchema('ApiKeyView') })
  revokeKey(@Param('id', accountIdPipe) id: string, @Param('keyId', keyIdPipe) keyId: string): Promise<ApiKeyView> {
    return this.desk.revokeKey(id, keyId);
  }

  @Post(':id/members')
  @HttpCode(204)
  @ApiNoContentResponse({ description: 'The invitation was texted' })
  invite(@Param('id', accountIdPipe) id: string, @Body() body: AccountMemberInviteDto, @CurrentAdmin() you: SignedInAdmin): Promise<void> {
    return this.desk.invite(id, body, you);
  }
}
