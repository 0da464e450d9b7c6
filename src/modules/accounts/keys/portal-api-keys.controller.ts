import { Body, Controller, Get, HttpCode, Param, ParseUUIDPipe, Post } from '@nestjs/common';
import { ApiCookieAuth, ApiCreatedResponse, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { viewListSchema, viewSchema } from '../../../common/http/view-schema';
import type { ApiKeyView, CreatedApiKeyView } from '../../../contracts/account-views';
import { AccountErrors } from '../account-errors';
import { AccountAccess } from '../portal/account-access.decorator';
import type { AccountMember } from '../portal/account-member';
import { CurrentMember } from '../portal/current-member.decorator';
import { CreateApiKeyDto } from './api-key.dto';
import { ApiKeysService } from './api-keys.service';

const keyIdPipe = new ParseUUIDPipe({ exceptionFactory: () => AccountErrors.keyNotFound() });

@ApiTags('business')
@ApiCookieAuth()
@AccountAccess('account_admin')
@Controller('business/api-keys')
export class PortalApiKeysController {
  constructor(private readonly keys: ApiKeysService) {}

  @Get()
  @ApiOkResponse({ description: "The account's API keys, live first", schema: viewListSchema('ApiKeyView') })
  list(@CurrentMember() member: AccountMember): Promise<ApiKeyView[]> {
    return this.keys.list(member.accountId);
  }

  @Post()
  @ApiCreatedResponse({ description: 'The new key: the only answer that carries the whole key', schema: viewSchema('CreatedApiKeyView') })
  create(@CurrentMember() member: AccountMember, @Body() body: CreateApiKeyDto): Promise<CreatedApiKeyView> {
    return this.keys.create(member.accountId, body, `${member.name} (Account admin)`);
  }

  @Post(':id/revoke')
  @HttpCode(200)
  @ApiOkResponse({ description: 'The key, revoked', schema: viewSchema('ApiKeyView') })
  revoke(@CurrentMember() member: AccountMember, @Param('id', keyIdPipe) id: string): Promise<ApiKeyView> {
    return this.keys.revoke(member.accountId, id);
  }
}
