import { Body, Controller, Get, Put, Query } from '@nestjs/common';
import { ApiBadRequestResponse, ApiConflictResponse, ApiCookieAuth, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { viewSchema } from '../../../common/http/view-schema';
import type { PriceSuggestionView, RateCardView } from '../../../contracts/rate-card-views';
import { Access } from '../../../common/staff/staff-access.decorator';
import { CurrentAdmin } from '../../../common/staff/signed-in-staff.decorator';
import type { SignedInAdmin } from '../../../common/staff/staff-request';
import { PhoneSuggestionDto, SaveRateCardDto } from '../dto/rate-card.dto';
import { PriceSuggestionsService } from './price-suggestions.service';
import { RateCardService } from './rate-card.service';

@ApiTags('admin')
@ApiCookieAuth()
@Access('owner')
@Controller('admin/rate-card')
export class AdminRateCardController {
  constructor(
    private readonly cards: RateCardService,
    private readonly suggestions: PriceSuggestionsService,
  ) {}

  @Access('read')
  @Get()
  @ApiOkResponse({ description: 'The rate card in force and its versions, newest first', schema: viewSchema('RateCardView') })
  view(): Promise<RateCardView> {
    return this.cards.view();
  }

  @Put()
  @ApiOkResponse({ description: 'Saved as a new version, in force from now', schema: viewSchema('RateCardView') })
  @ApiBadRequestResponse({ description: 'Invalid Rate Card: each problem by field in `fields`' })
  @ApiConflictResponse({ description: 'Another dispatcher saved a version at the same moment; reload and try again' })
  save(@Body() body: SaveRateCardDto, @CurrentAdmin() admin: SignedInAdmin): Promise<RateCardView> {
    return this.cards.save(body, admin.email);
  }

  @Access('read')
  @Get('suggestion')
  @ApiOkResponse({ description: "A phone request's suggested price, before it exists", schema: viewSchema('PriceSuggestionView') })
  suggestForPhone(@Query() query: PhoneSuggestionDto): Promise<PriceSuggestionView> {
    return this.suggestions.forPhone(query);
  }
}
