import { Body, Controller, Get, HttpCode, Post } from '@nestjs/common';
import { ApiCookieAuth, ApiNoContentResponse, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { viewListSchema } from '../../../common/http/view-schema';
import type { AccountMemberView } from '../../../contracts/account-views';
import { AccountAccess } from './account-access.decorator';
import type { AccountMember } from './account-member';
import { AccountMemberInviteDto } from './account-member-invite.dto';
import { CurrentMember } from './current-member.decorator';
import { PortalPeopleService } from './portal-people.service';

@ApiTags('business')
@ApiCookieAuth()
@AccountAccess('account_admin')
@Controller('business/members')
export class PortalPeopleController {
  constructor(private readonly people: PortalPeopleService) {}

  @Get()
  @ApiOkResponse({ description: "The account's people", schema: viewListSchema('AccountMemberView') })
  list(@CurrentMember() member: AccountMember): Promise<AccountMemberView[]> {
    return this.people.list(member.accountId);
  }

  @Post()
  @HttpCode(204)
  @ApiNoContentResponse({ description: 'The invitation was texted' })
  invite(@CurrentMember() member: AccountMember, @Body() body: AccountMemberInviteDto): Promise<void> {
    return this.people.invite(member, body);
  }
}
