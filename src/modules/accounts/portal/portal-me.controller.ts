import { Controller, Get } from '@nestjs/common';
import { ApiCookieAuth, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { viewSchema } from '../../../common/http/view-schema';
import type { PortalMeView } from '../../../contracts/account-views';
import { AccountAccess } from './account-access.decorator';
import type { AccountMember } from './account-member';
import { CurrentMember } from './current-member.decorator';

@ApiTags('business')
@ApiCookieAuth()
@AccountAccess('requester')
@Controller('business/me')
export class PortalMeController {
  @Get()
  @ApiOkResponse({ description: 'Who is signed in to the portal, for which account', schema: viewSchema('PortalMeView') })
  me(@CurrentMember() member: AccountMember): PortalMeView {
    return { id: member.id, name: member.name, email: member.email, role: member.role, account: { id: member.accountId, name: member.accountName } };
  }
}
