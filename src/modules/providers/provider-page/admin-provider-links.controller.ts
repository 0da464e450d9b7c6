import { Controller, Delete, HttpCode, Param, ParseUUIDPipe, Post } from '@nestjs/common';
import { ApiCookieAuth, ApiCreatedResponse, ApiNoContentResponse, ApiNotFoundResponse, ApiTags } from '@nestjs/swagger';
import type { ProviderPageLinkView } from '../../../contracts/offer-views';
import { viewSchema } from '../../../common/http/view-schema';
import { ProviderErrors } from '../provider-errors';
import { ProviderPageLinksService } from './provider-page-links.service';
import { Access } from '../../../common/staff/staff-access.decorator';

const providerIdPipe = new ParseUUIDPipe({ exceptionFactory: () => ProviderErrors.providerNotFound() });

@ApiTags('admin')
@ApiCookieAuth()
@ApiNotFoundResponse({ description: 'That provider is not on the roster' })
@Access('desk')
@Controller('admin/providers/:providerId/page-link')
export class AdminProviderLinksController {
  constructor(private readonly links: ProviderPageLinksService) {}

  @Post()
  @ApiCreatedResponse({ description: 'A fresh provider page link, texted to the provider; the earlier one stops working', schema: viewSchema('ProviderPageLinkView') })
  issue(@Param('providerId', providerIdPipe) providerId: string): Promise<ProviderPageLinkView> {
    return this.links.issue(providerId);
  }

  @Delete()
  @HttpCode(204)
  @ApiNoContentResponse({ description: 'The provider page link no longer works' })
  revoke(@Param('providerId', providerIdPipe) providerId: string): Promise<void> {
    return this.links.revoke(providerId);
  }
}
