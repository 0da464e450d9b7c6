import { Injectable } from '@nestjs/common';
import { UploadInterceptor } from '../../../common/http/upload-interceptor';
import { MAX_PHOTO_BYTES } from '../../../domain/job-photos';
import { OnSiteErrors } from '../on-site-errors';

const PHOTO_RULES = { files: { photo: 1 }, limits: { fileSize: MAX_PHOTO_BYTES, files: 1, fields: 4 } };

/** One multipart photo (field `photo`), held in memory up to 5 MB; a larger one is refused with the product's own words. */
@Injectable()
export class PhotoUploadInterceptor extends UploadInterceptor(
  PHOTO_RULES,
  { tooLarge: OnSiteErrors.photoTooLarge, broken: OnSiteErrors.brokenUpload },
  (upload) => ({ body: upload.fields, file: upload.files.photo?.[0] }),
) {}
