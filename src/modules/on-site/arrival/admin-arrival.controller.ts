import { Body, Controller, HttpCode, Param, Post } from '@nestjs/common';
import { ApiBadRequestResponse, ApiConflictResponse, ApiCookieAuth, ApiNoContentResponse, ApiTags } from '@nestjs/swagger';
import { requestIdPipe } from '../../request-core';
import { ArrivalCodeService } from './arrival-code.service';
import { VerifyArrivalDto } from './verify-arrival.dto';
import { Access } from '../../../common/staff/staff-access.decorator';

@ApiTags('admin')
@ApiCookieAuth()
@Access('desk')
@Controller('admin/requests/:id')
export class AdminArrivalController {
  constructor(private readonly arrivalCodes: ArrivalCodeService) {}

  @Post('arrival-verification')
  @HttpCode(204)
  @ApiNoContentResponse({ description: 'Arrival verified: the provider marks arrival without the code' })
  @ApiBadRequestResponse({ description: 'No reason given' })
  @ApiConflictResponse({ description: 'The provider is not on the way, or arrival is already verified' })
  verifyArrival(@Param('id', requestIdPipe) id: string, @Body() body: VerifyArrivalDto): Promise<void> {
    return this.arrivalCodes.verifyByDispatcher(id, body.reason);
  }
}
