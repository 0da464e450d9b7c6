import { BadRequestException, CallHandler, ExecutionContext, Injectable, PayloadTooLargeException, type NestInterceptor } from '@nestjs/common';
import { FileFieldsInterceptor } from '@nestjs/platform-express';
import type { Observable } from 'rxjs';
import { MAX_DOCUMENT_BYTES, MAX_LICENCE_PHOTOS } from '../../../domain/provider-applications';
import { NetworkErrors } from './network-errors';

/** The file fields of an application or of a roster entry's documents. */
export const DOCUMENT_FIELDS = { insuranceCertificate: 'insurance_certificate', licencePhotos: 'licence_photo' } as const;

const MulterDocuments = FileFieldsInterceptor(
  [
    { name: 'insuranceCertificate', maxCount: 1 },
    { name: 'licencePhotos', maxCount: MAX_LICENCE_PHOTOS },
  ],
  { limits: { fileSize: MAX_DOCUMENT_BYTES, files: 1 + MAX_LICENCE_PHOTOS, fields: 2, fieldSize: 20_000 } },
);

/** A certificate and up to four licence photos, held in memory up to 10 MB each; refusals in the product's words. */
@Injectable()
export class DocumentUploadInterceptor extends MulterDocuments implements NestInterceptor {
  override async intercept(context: ExecutionContext, next: CallHandler): Promise<Observable<unknown>> {
    try {
      return await super.intercept(context, next);
    } catch (error) {
      if (error instanceof PayloadTooLargeException) throw NetworkErrors.documentTooLarge();
      if (error instanceof BadRequestException) throw NetworkErrors.brokenUpload();
      throw error;
    }
  }
}

/** The files multer read, by field. */
export type UploadedDocuments = Partial<Record<keyof typeof DOCUMENT_FIELDS, Array<{ buffer: Buffer }>>>;
