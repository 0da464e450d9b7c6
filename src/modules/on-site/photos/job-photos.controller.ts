import { Body, Controller, Get, Param, Post, UploadedFile, UseInterceptors } from '@nestjs/common';
import { ApiBadRequestResponse, ApiBody, ApiConflictResponse, ApiConsumes, ApiCookieAuth, ApiCreatedResponse, ApiOkResponse, ApiPayloadTooLargeResponse, ApiTags } from '@nestjs/swagger';
import { ClientAddress } from '../../../common/http/client-address.decorator';
import { viewListSchema, viewSchema } from '../../../common/http/view-schema';
import type { PhotoView } from '../../../contracts/provider-views';
import { PHOTO_STAGES } from '../../../domain/job-photos';
import { requestIdPipe } from '../../request-core';
import { JobPhotosService } from './job-photos.service';
import { PhotoUploadDto } from './photo-upload.dto';
import { PhotoUploadInterceptor } from './photo-upload.interceptor';
import { Access } from '../../../common/staff/staff-access.decorator';

@ApiTags('provider')
@Controller('jobs/:jobId/photos')
export class ProviderPhotosController {
  constructor(private readonly photos: JobPhotosService) {}

  @Post()
  @UseInterceptors(PhotoUploadInterceptor)
  @ApiConsumes('multipart/form-data')
  @ApiBody({
    schema: {
      type: 'object',
      required: ['photo', 'stage'],
      properties: { photo: { type: 'string', format: 'binary' }, stage: { type: 'string', enum: [...PHOTO_STAGES] } },
    },
  })
  @ApiCreatedResponse({ description: 'The photo as stored (JPEG, metadata removed), with a short-lived link', schema: viewSchema('PhotoView') })
  @ApiBadRequestResponse({ description: 'Not a photo, or no stage' })
  @ApiPayloadTooLargeResponse({ description: 'Larger than 5 MB, or than 40 megapixels' })
  @ApiConflictResponse({ description: 'Not at the car (before arrival, or after completion)' })
  add(
    @Param('jobId') jobId: string,
    @Body() body: PhotoUploadDto,
    @UploadedFile() file: { buffer: Buffer } | undefined,
    @ClientAddress() address: string,
  ): Promise<PhotoView> {
    return this.photos.add(jobId, address, body.stage, file?.buffer);
  }

  @Get()
  @ApiOkResponse({ description: "The job's photos, oldest first", schema: viewListSchema('PhotoView') })
  list(@Param('jobId') jobId: string, @ClientAddress() address: string): Promise<PhotoView[]> {
    return this.photos.forProvider(jobId, address);
  }
}

@ApiTags('customer')
@Controller('track/:trackingId/photos')
export class CustomerPhotosController {
  constructor(private readonly photos: JobPhotosService) {}

  @Get()
  @ApiOkResponse({ description: "The provider's photos of the job, oldest first", schema: viewListSchema('PhotoView') })
  list(@Param('trackingId') trackingId: string, @ClientAddress() address: string): Promise<PhotoView[]> {
    return this.photos.forCustomer(trackingId, address);
  }
}

@ApiTags('admin')
@ApiCookieAuth()
@Access('read')
@Controller('admin/requests/:id/photos')
export class AdminPhotosController {
  constructor(private readonly photos: JobPhotosService) {}

  @Get()
  @ApiOkResponse({ description: "The provider's photos of the job, oldest first", schema: viewListSchema('PhotoView') })
  list(@Param('id', requestIdPipe) id: string): Promise<PhotoView[]> {
    return this.photos.viewsOf(id);
  }
}
