import { Controller, Get, Query } from '@nestjs/common';
import { ApiCookieAuth, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import type { SmsMessageView } from '../../contracts/request-views';
import { AdminTextsService } from './admin-texts.service';
import { ListTextsQuery } from './dto/list-texts.query';

@ApiTags('admin')
@ApiCookieAuth()
@Controller('admin/messages')
export class AdminTextsController {
  constructor(private readonly texts: AdminTextsService) {}

  @Get()
  @ApiOkResponse({ description: 'Every text the product sent or queued, newest first' })
  list(@Query() query: ListTextsQuery): Promise<SmsMessageView[]> {
    return this.texts.recent(query.limit);
  }
}
