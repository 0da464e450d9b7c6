import { Body, Controller, Get, Param, ParseUUIDPipe, Patch, Post, Query } from '@nestjs/common';
import { ApiBadRequestResponse, ApiConflictResponse, ApiCookieAuth, ApiCreatedResponse, ApiOkResponse, ApiQuery, ApiTags } from '@nestjs/swagger';
import { viewListSchema, viewSchema } from '../../common/http/view-schema';
import type { ProviderView } from '../../contracts/provider-views';
import { ProviderErrors } from './provider-errors';
import { ProviderDto, ProviderUpdateDto } from './dto/provider.dto';
import { ProviderRosterService } from './provider-roster.service';
import { Access } from '../../common/staff/staff-access.decorator';

const providerIdPipe = new ParseUUIDPipe({ exceptionFactory: () => ProviderErrors.providerNotFound() });

@ApiTags('admin')
@ApiCookieAuth()
@Access('desk')
@Controller('admin/providers')
export class AdminProvidersController {
  constructor(private readonly roster: ProviderRosterService) {}

  @Access('read')
  @Get()
  @ApiQuery({ name: 'search', required: false, description: 'Part of a name or phone number' })
  @ApiOkResponse({
    description: 'The roster, active providers first, with each one’s jobs and average rating',
    schema: viewListSchema('ProviderView'),
  })
  list(@Query('search') search?: string): Promise<ProviderView[]> {
    return this.roster.list(typeof search === 'string' ? search : '');
  }

  @Post()
  @ApiCreatedResponse({ description: 'The provider joined the roster', schema: viewSchema('ProviderView') })
  @ApiBadRequestResponse({ description: "A field is missing or malformed; the message is the spec's" })
  @ApiConflictResponse({ description: 'Another provider has this phone number' })
  create(@Body() body: ProviderDto): Promise<ProviderView> {
    return this.roster.create(body);
  }

  @Patch(':providerId')
  @ApiOkResponse({
    description: 'The provider as changed; `active: false` takes them off new assignments',
    schema: viewSchema('ProviderView'),
  })
  update(@Param('providerId', providerIdPipe) id: string, @Body() body: ProviderUpdateDto): Promise<ProviderView> {
    return this.roster.update(id, body);
  }
}
