import { CallHandler, ExecutionContext, Injectable, type NestInterceptor } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import type { Observable } from 'rxjs';
import { readUpload, UploadRefused } from '../../../common/http/multipart-upload';
import { MAX_PHOTO_BYTES } from '../../../domain/job-photos';
import { DispatchErrors } from '../dispatch-errors';

const PHOTO_RULES = { files: { photo: 1 }, limits: { fileSize: MAX_PHOTO_BYTES, files: 1, fields: 4 } };

/** One multipart photo (field `photo`), held in memory up to 5 MB; a larger one is refused with the product's own words. */
@Injectable()
export class PhotoUploadInterceptor implements NestInterceptor {
  async intercept(context: ExecutionContext, next: CallHandler): Promise<Observable<unknown>> {
    const request = context.switchToHttp().getRequest<FastifyRequest>();
    const upload = await readUpload(request, PHOTO_RULES).catch((error: unknown) => {
      if (error instanceof UploadRefused && error.tooLarge) throw DispatchErrors.photoTooLarge();
      // The form did not parse (cut off, a stray boundary, an extra file): say so in the product's words.
      throw DispatchErrors.brokenUpload();
    });
    if (upload) Object.assign(request, { body: upload.fields, file: upload.files.photo?.[0] });
    return next.handle();
  }
}
