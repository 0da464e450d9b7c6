import { Body, Controller, HttpCode, Post } from '@nestjs/common';
import { ApiBadRequestResponse, ApiCookieAuth, ApiCreatedResponse, ApiTags } from '@nestjs/swagger';
import { viewSchema } from '../../common/http/view-schema';
import type { PhoneRequestCreated } from '../../contracts/payment-views';
import { Access } from '../../common/staff/staff-access.decorator';
import { CurrentAdmin } from '../../common/staff/signed-in-staff.decorator';
import type { SignedInAdmin } from '../../common/staff/staff-request';
import { CreatePhoneRequestDto } from './dto/create-phone-request.dto';
import { PhoneRequestsService } from './phone-requests.service';

@ApiTags('admin')
@ApiCookieAuth()
@Access('desk')
@Controller('admin/phone-requests')
export class AdminPhoneRequestsController {
  constructor(private readonly phoneRequests: PhoneRequestsService) {}

  @Post()
  @HttpCode(201)
  @ApiCreatedResponse({
    description: 'The approved phone request and its payment link (texted to the customer)',
    schema: viewSchema('PhoneRequestCreated'),
  })
  @ApiBadRequestResponse({ description: "The form's problem, in the spec's words" })
  create(@Body() body: CreatePhoneRequestDto, @CurrentAdmin() admin: SignedInAdmin): Promise<PhoneRequestCreated> {
    return this.phoneRequests.create(body, admin.email);
  }
}
