import { Body, Controller, Post, UploadedFiles, UseGuards, UseInterceptors } from '@nestjs/common';
import { ApiBadRequestResponse, ApiBody, ApiConflictResponse, ApiConsumes, ApiCreatedResponse, ApiPayloadTooLargeResponse, ApiTags, ApiTooManyRequestsResponse } from '@nestjs/swagger';
import { viewSchema } from '../../../common/http/view-schema';
import type { ApplicationReceivedView } from '../../../contracts/network-views';
import { MAX_LICENCE_PHOTOS } from '../../../domain/provider-applications';
import { ApplicationThrottleGuard } from './application-throttle.guard';
import { DocumentUploadInterceptor, type UploadedDocuments } from './document-upload.interceptor';
import { ApplicationUploadDto } from './dto/application-upload.dto';
import { ProviderApplicationsService } from './provider-applications.service';

@ApiTags('provider')
@Controller('provider-applications')
export class ProviderApplicationsController {
  constructor(private readonly applications: ProviderApplicationsService) {}

  @Post()
  @UseGuards(ApplicationThrottleGuard)
  @UseInterceptors(DocumentUploadInterceptor)
  @ApiConsumes('multipart/form-data')
  @ApiBody({
    schema: {
      type: 'object',
      required: ['application', 'insuranceCertificate', 'licencePhotos'],
      properties: {
        application: { type: 'string', description: 'ProviderApplicationBody as JSON' },
        insuranceCertificate: { type: 'string', format: 'binary', description: 'A photo or PDF, up to 10 MB' },
        licencePhotos: { type: 'array', maxItems: MAX_LICENCE_PHOTOS, items: { type: 'string', format: 'binary' } },
      },
    },
  })
  @ApiCreatedResponse({ description: 'The application is in; the applicant is texted a confirmation', schema: viewSchema('ApplicationReceivedView') })
  @ApiBadRequestResponse({ description: 'Check Your Application: `fields` names each field to fix' })
  @ApiConflictResponse({ description: 'An application from this phone is already waiting, or the phone is on the roster' })
  @ApiPayloadTooLargeResponse({ description: 'A file is larger than 10 MB, or a photo larger than 40 megapixels' })
  @ApiTooManyRequestsResponse({ description: 'More than 10 applications an hour from one connection' })
  submit(@Body() body: ApplicationUploadDto, @UploadedFiles() files: UploadedDocuments | undefined): Promise<ApplicationReceivedView> {
    return this.applications.submit(body.application, files);
  }
}
