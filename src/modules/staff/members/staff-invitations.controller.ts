import { Body, Controller, Get, HttpCode, Param, Post } from '@nestjs/common';
import { ApiNoContentResponse, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import type { InvitationPageView } from '../../../contracts/staff-views';
import { viewSchema } from '../../../common/http/view-schema';
import { ClientAddress } from '../../../common/http/client-address.decorator';
import { AcceptInvitationDto } from './dto/staff.dto';
import { StaffInvitationsService } from './staff-invitations.service';

/** The invitee's link: no session yet, only the link's code. */
@ApiTags('staff invitations')
@Controller('staff-invitations/:code')
export class StaffInvitationsController {
  constructor(private readonly invitations: StaffInvitationsService) {}

  @Get()
  @ApiOkResponse({ description: 'Who the invitee will be, and the authenticator key to set up', schema: viewSchema('InvitationPageView') })
  page(@Param('code') code: string): Promise<InvitationPageView> {
    return this.invitations.page(code);
  }

  @Post()
  @HttpCode(204)
  @ApiNoContentResponse({ description: 'The account is made; sign in with the email, the password and a code' })
  accept(@Param('code') code: string, @Body() body: AcceptInvitationDto, @ClientAddress() address: string): Promise<void> {
    return this.invitations.accept(code, body, address);
  }
}
