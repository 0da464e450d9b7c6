import { Body, Controller, Get, HttpCode, Param, ParseUUIDPipe, Post, UploadedFiles, UseInterceptors } from '@nestjs/common';
import { ApiBadRequestResponse, ApiBody, ApiConflictResponse, ApiConsumes, ApiCookieAuth, ApiNotFoundResponse, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { viewSchema } from '../../../common/http/view-schema';
import type { ProviderNetworkView } from '../../../contracts/network-views';
import type { ProviderView } from '../../../contracts/provider-views';
import { MAX_LICENCE_PHOTOS } from '../../../domain/provider-applications';
import { Access } from '../../../common/staff/staff-access.decorator';
import { CurrentAdmin } from '../../../common/staff/signed-in-staff.decorator';
import type { SignedInAdmin } from '../../../common/staff/staff-request';
import { ProviderErrors } from '../provider-errors';
import { DocumentUploadInterceptor, type UploadedDocuments } from './document-upload.interceptor';
import { CredentialsUploadDto } from './dto/application-upload.dto';
import { NetworkReasonDto } from './dto/network-reason.dto';
import { ProviderCredentialsService } from './provider-credentials.service';

const providerIdPipe = new ParseUUIDPipe({ exceptionFactory: () => ProviderErrors.providerNotFound() });

@ApiTags('admin')
@ApiCookieAuth()
@ApiNotFoundResponse({ description: 'That provider is not on the roster' })
@Access('desk')
@Controller('admin/providers/:providerId')
export class AdminProviderNetworkController {
  constructor(private readonly credentials: ProviderCredentialsService) {}

  @Get('network')
  @ApiOkResponse({ description: "The provider's documents, through short-lived links, and the audit of every decision on their standing", schema: viewSchema('ProviderNetworkView') })
  record(@Param('providerId', providerIdPipe) id: string): Promise<ProviderNetworkView> {
    return this.credentials.record(id);
  }

  @Post('documents')
  @HttpCode(200)
  @UseInterceptors(DocumentUploadInterceptor)
  @ApiConsumes('multipart/form-data')
  @ApiBody({
    schema: {
      type: 'object',
      required: ['credentials'],
      properties: {
        credentials: { type: 'string', description: 'CredentialsView as JSON' },
        insuranceCertificate: { type: 'string', format: 'binary' },
        licencePhotos: { type: 'array', maxItems: MAX_LICENCE_PHOTOS, items: { type: 'string', format: 'binary' } },
      },
    },
  })
  @ApiOkResponse({ description: 'The credentials are on file; a suspended provider is now under review', schema: viewSchema('ProviderView') })
  @ApiBadRequestResponse({ description: '`fields` names each credential to fix' })
  addDocuments(
    @Param('providerId', providerIdPipe) id: string,
    @Body() body: CredentialsUploadDto,
    @UploadedFiles() files: UploadedDocuments | undefined,
    @CurrentAdmin() admin: SignedInAdmin,
  ): Promise<ProviderView> {
    return this.credentials.addDocuments(id, body.credentials, files, admin.email);
  }

  @Post('reinstate')
  @HttpCode(200)
  @ApiOkResponse({ description: 'The provider is active again and is texted so', schema: viewSchema('ProviderView') })
  @ApiConflictResponse({ description: 'Already active, or the documents on file have lapsed' })
  reinstate(@Param('providerId', providerIdPipe) id: string, @Body() body: NetworkReasonDto, @CurrentAdmin() admin: SignedInAdmin): Promise<ProviderView> {
    return this.credentials.reinstate(id, admin.email, body.reason);
  }
}
