import { Controller, Get } from '@nestjs/common';
import { ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { viewSchema } from '../../../common/http/view-schema';
import type { PublishedRangesView } from '../../../contracts/rate-card-views';
import { RateCardService } from './rate-card.service';

@ApiTags('public')
@Controller('pricing')
export class PublishedRangesController {
  constructor(private readonly cards: RateCardService) {}

  @Get('ranges')
  @ApiOkResponse({ description: 'The ranges the pricing page publishes, from the rate card in force', schema: viewSchema('PublishedRangesView') })
  ranges(): Promise<PublishedRangesView> {
    return this.cards.ranges();
  }
}
