import { Controller, HttpCode, Param, Post } from '@nestjs/common';
import { ApiConflictResponse, ApiCookieAuth, ApiNoContentResponse, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { ClientAddress } from '../../../common/http/client-address.decorator';
import { viewSchema } from '../../../common/http/view-schema';
import { Access } from '../../../common/staff/staff-access.decorator';
import type { ProviderJobView } from '../../../contracts/provider-views';
import type { CustomerRequestView } from '../../../contracts/request-views';
import { requestIdPipe } from '../../request-core';
import { GoneOnArrivalService } from './gone-on-arrival.service';
import { NotHerePageService } from './not-here-page.service';
import { NotHereService } from './not-here.service';

@ApiTags('provider')
@Controller('jobs/:jobId/not-here')
export class ProviderNotHereController {
  constructor(private readonly notHere: NotHereService) {}

  @Post()
  @HttpCode(200)
  @ApiOkResponse({ description: 'Reported: the customer is texted and has 10 minutes to reply HERE', schema: viewSchema('ProviderJobView') })
  @ApiConflictResponse({ description: 'Not yet: not arrived, more than 150 m from the pickup, less than 10 minutes waited, no photo of the spot, or already reported' })
  report(@Param('jobId') jobId: string, @ClientAddress() address: string): Promise<ProviderJobView> {
    return this.notHere.report(jobId, address);
  }
}

@ApiTags('customer')
@Controller('track/:trackingId/here')
export class CustomerHereController {
  constructor(private readonly pages: NotHerePageService) {}

  @Post()
  @HttpCode(200)
  @ApiOkResponse({ description: 'The provider is told the customer is at the pickup', schema: viewSchema('CustomerRequestView') })
  @ApiConflictResponse({ description: 'The provider has not reported the customer missing' })
  here(@Param('trackingId') trackingId: string, @ClientAddress() address: string): Promise<CustomerRequestView> {
    return this.pages.here(trackingId, address);
  }
}

@ApiTags('admin')
@ApiCookieAuth()
@Access('desk')
@Controller('admin/requests/:id/gone-on-arrival')
export class AdminGoneOnArrivalController {
  constructor(private readonly goneOnArrival: GoneOnArrivalService) {}

  @Post()
  @HttpCode(204)
  @ApiNoContentResponse({ description: 'Closed as gone on arrival: the deposit kept as the fee, the provider credited, the customer texted a receipt' })
  @ApiConflictResponse({ description: 'Not reported, answered HERE, or the reply window is still open' })
  confirm(@Param('id', requestIdPipe) id: string): Promise<void> {
    return this.goneOnArrival.confirm(id, 'admin');
  }
}
