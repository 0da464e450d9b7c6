import { Body, Controller, HttpCode, Param, Post } from '@nestjs/common';
import { ApiBadRequestResponse, ApiConflictResponse, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { ClientAddress } from '../../../common/http/client-address.decorator';
import { viewSchema } from '../../../common/http/view-schema';
import type { CustomerRequestView } from '../../../contracts/request-views';
import { CustomerCancelDto } from './customer-cancel.dto';
import { CustomerCancelPageService } from './customer-cancel-page.service';

@ApiTags('customer')
@Controller('track/:trackingId/cancel')
export class CustomerCancelController {
  constructor(private readonly cancels: CustomerCancelPageService) {}

  @Post()
  @HttpCode(200)
  @ApiOkResponse({ description: 'The request (customer view) once cancelled: the deposit refunded or kept, as the ladder says', schema: viewSchema('CustomerRequestView') })
  @ApiBadRequestResponse({ description: 'No step, or one the ladder does not have' })
  @ApiConflictResponse({ description: 'Service has started, or the request moved to another step of the ladder since the page showed its cost' })
  cancel(@Param('trackingId') trackingId: string, @Body() body: CustomerCancelDto, @ClientAddress() address: string): Promise<CustomerRequestView> {
    return this.cancels.cancel(trackingId, address, body.step);
  }
}
