import { Body, Controller, HttpCode, Param, Post } from '@nestjs/common';
import { ApiBadRequestResponse, ApiConflictResponse, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { ClientAddress } from '../../../common/http/client-address.decorator';
import { viewSchema } from '../../../common/http/view-schema';
import type { CustomerRequestView } from '../../../contracts/request-views';
import { LateChoiceDto } from './late-choice.dto';
import { LateChoicePageService } from './late-choice-page.service';

@ApiTags('customer')
@Controller('track/:trackingId/late-choice')
export class LateChoiceController {
  constructor(private readonly choices: LateChoicePageService) {}

  @Post()
  @HttpCode(200)
  @ApiOkResponse({ description: 'The request (customer view) after the choice: still waiting, or cancelled with the deposit refunded', schema: viewSchema('CustomerRequestView') })
  @ApiBadRequestResponse({ description: 'Neither wait nor refund' })
  @ApiConflictResponse({ description: 'The provider is not running late' })
  choose(@Param('trackingId') trackingId: string, @Body() body: LateChoiceDto, @ClientAddress() address: string): Promise<CustomerRequestView> {
    return this.choices.choose(trackingId, address, body.choice);
  }
}
