import { Injectable } from '@nestjs/common';
import { UploadInterceptor } from '../../../common/http/upload-interceptor';
import { MAX_DOCUMENT_BYTES, MAX_LICENCE_PHOTOS } from '../../../domain/provider-applications';
import { NetworkErrors } from './network-errors';

/** The file fields of an application or of a roster entry's documents. */
export const DOCUMENT_FIELDS = { insuranceCertificate: 'insurance_certificate', licencePhotos: 'licence_photo' } as const;

const DOCUMENT_RULES = {
  files: { insuranceCertificate: 1, licencePhotos: MAX_LICENCE_PHOTOS },
  limits: { fileSize: MAX_DOCUMENT_BYTES, files: 1 + MAX_LICENCE_PHOTOS, fields: 2, fieldSize: 20_000 },
};

/** A certificate and up to four licence photos, held in memory up to 10 MB each; refusals in the product's words. */
@Injectable()
export class DocumentUploadInterceptor extends UploadInterceptor(
  DOCUMENT_RULES,
  { tooLarge: NetworkErrors.documentTooLarge, broken: NetworkErrors.brokenUpload },
  (upload) => ({ body: upload.fields, files: upload.files }),
) {}

/** The files read, by field. */
export type UploadedDocuments = Partial<Record<keyof typeof DOCUMENT_FIELDS, Array<{ buffer: Buffer }>>>;
