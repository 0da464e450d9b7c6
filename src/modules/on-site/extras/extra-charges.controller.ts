import { Body, Controller, Get, HttpCode, Param, ParseUUIDPipe, Post } from '@nestjs/common';
import { ApiBadRequestResponse, ApiConflictResponse, ApiCookieAuth, ApiCreatedResponse, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { ClientAddress } from '../../../common/http/client-address.decorator';
import { viewSchema } from '../../../common/http/view-schema';
import type { ExtrasView } from '../../../contracts/extra-views';
import { requestIdPipe } from '../../request-core';
import { AnswerExtraDto, ProposeExtraDto, VoidExtraDto } from './dto/extra-bodies.dto';
import { ExtraErrors } from './extra-errors';
import { ExtraChargesService } from './extra-charges.service';
import { Access } from '../../../common/staff/staff-access.decorator';

const extraIdPipe = new ParseUUIDPipe({ exceptionFactory: () => ExtraErrors.notFound() });

@ApiTags('provider')
@Controller('jobs/:jobId/extras')
export class ProviderExtrasController {
  constructor(private readonly extras: ExtraChargesService) {}

  @Get()
  @Access('read')
  @ApiOkResponse({ description: "The job's extra charges and the total due on site", schema: viewSchema('ExtrasView') })
  list(@Param('jobId') jobId: string, @ClientAddress() address: string): Promise<ExtrasView> {
    return this.extras.forProvider(jobId, address);
  }

  @Post()
  @ApiCreatedResponse({ description: 'Proposed: the customer is texted to approve or decline it', schema: viewSchema('ExtrasView') })
  @ApiBadRequestResponse({ description: 'No kind, amount or photo of this job' })
  @ApiConflictResponse({ description: 'Not at the car, or too many charges already (3 waiting, 5 in all)' })
  propose(@Param('jobId') jobId: string, @Body() body: ProposeExtraDto, @ClientAddress() address: string): Promise<ExtrasView> {
    return this.extras.propose(jobId, address, body);
  }
}

@ApiTags('customer')
@Controller('track/:trackingId/extras')
export class CustomerExtrasController {
  constructor(private readonly extras: ExtraChargesService) {}

  @Get()
  @Access('read')
  @ApiOkResponse({ description: "The job's extra charges and the total due on site", schema: viewSchema('ExtrasView') })
  list(@Param('trackingId') trackingId: string, @ClientAddress() address: string): Promise<ExtrasView> {
    return this.extras.forCustomer(trackingId, address);
  }

  @Post(':extraId')
  @HttpCode(200)
  @ApiOkResponse({ description: 'Approved or declined', schema: viewSchema('ExtrasView') })
  @ApiConflictResponse({ description: 'Already answered (by text, or another tap)' })
  answer(
    @Param('trackingId') trackingId: string,
    @Param('extraId', extraIdPipe) extraId: string,
    @Body() body: AnswerExtraDto,
    @ClientAddress() address: string,
  ): Promise<ExtrasView> {
    return this.extras.answerOnPage(trackingId, address, extraId, body.answer);
  }
}

@ApiTags('admin')
@ApiCookieAuth()
@Access('desk')
@Controller('admin/requests/:id/extras')
export class AdminExtrasController {
  constructor(private readonly extras: ExtraChargesService) {}

  @Get()
  @Access('read')
  @ApiOkResponse({ description: "The job's extra charges and the total due on site", schema: viewSchema('ExtrasView') })
  list(@Param('id', requestIdPipe) id: string): Promise<ExtrasView> {
    return this.extras.viewOf(id);
  }

  @Post(':extraId/release')
  @HttpCode(200)
  @ApiOkResponse({ description: 'Sent to the customer, who is texted it by its number', schema: viewSchema('ExtrasView') })
  @ApiConflictResponse({ description: 'Not waiting for a dispatcher' })
  release(@Param('id', requestIdPipe) id: string, @Param('extraId', extraIdPipe) extraId: string): Promise<ExtrasView> {
    return this.extras.release(id, extraId);
  }

  @Post(':extraId/void')
  @HttpCode(200)
  @ApiOkResponse({ description: 'Voided: it no longer counts toward the total', schema: viewSchema('ExtrasView') })
  @ApiConflictResponse({ description: 'Already declined or voided' })
  void(@Param('id', requestIdPipe) id: string, @Param('extraId', extraIdPipe) extraId: string, @Body() body: VoidExtraDto): Promise<ExtrasView> {
    return this.extras.void(id, extraId, body.reason);
  }
}
