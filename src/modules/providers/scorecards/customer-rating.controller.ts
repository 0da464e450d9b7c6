import { Body, Controller, HttpCode, Param, Post } from '@nestjs/common';
import { ApiBadRequestResponse, ApiConflictResponse, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { ClientAddress } from '../../../common/http/client-address.decorator';
import { viewSchema } from '../../../common/http/view-schema';
import type { CustomerRequestView } from '../../../contracts/request-views';
import { RatingDto } from './rating.dto';
import { RatingService } from './rating.service';

@ApiTags('customer')
@Controller('track/:trackingId/rating')
export class CustomerRatingController {
  constructor(private readonly ratings: RatingService) {}

  @Post()
  @HttpCode(200)
  @ApiOkResponse({ description: 'The rated request (customer view)', schema: viewSchema('CustomerRequestView') })
  @ApiBadRequestResponse({ description: 'Missing Rating' })
  @ApiConflictResponse({ description: 'Not completed yet, or already rated' })
  rate(@Param('trackingId') trackingId: string, @Body() body: RatingDto, @ClientAddress() address: string): Promise<CustomerRequestView> {
    return this.ratings.rate(trackingId, address, body.rating, body.review);
  }
}
