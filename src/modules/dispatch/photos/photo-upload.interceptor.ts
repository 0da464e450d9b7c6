import { BadRequestException, CallHandler, ExecutionContext, Injectable, PayloadTooLargeException, type NestInterceptor } from '@nestjs/common';
import { FileInterceptor } from '@nestjs/platform-express';
import type { Observable } from 'rxjs';
import { MAX_PHOTO_BYTES } from '../../../domain/job-photos';
import { DispatchErrors } from '../dispatch-errors';

const MulterPhoto = FileInterceptor('photo', { limits: { fileSize: MAX_PHOTO_BYTES, files: 1, fields: 4 } });

/** One multipart photo (field `photo`), held in memory up to 5 MB; a larger one is refused with the product's own words. */
@Injectable()
export class PhotoUploadInterceptor extends MulterPhoto implements NestInterceptor {
  override async intercept(context: ExecutionContext, next: CallHandler): Promise<Observable<unknown>> {
    try {
      return await super.intercept(context, next);
    } catch (error) {
      if (error instanceof PayloadTooLargeException) throw DispatchErrors.photoTooLarge();
      // The form did not parse (cut off, a stray boundary, an extra file): say so in the product's words.
      if (error instanceof BadRequestException) throw DispatchErrors.brokenUpload();
      throw error;
    }
  }
}
