import { CallHandler, ExecutionContext, Injectable, type NestInterceptor } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import type { Observable } from 'rxjs';
import { readUpload, UploadRefused } from '../../../common/http/multipart-upload';
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
export class DocumentUploadInterceptor implements NestInterceptor {
  async intercept(context: ExecutionContext, next: CallHandler): Promise<Observable<unknown>> {
    const request = context.switchToHttp().getRequest<FastifyRequest>();
    const upload = await readUpload(request, DOCUMENT_RULES).catch((error: unknown) => {
      if (error instanceof UploadRefused && error.tooLarge) throw NetworkErrors.documentTooLarge();
      throw NetworkErrors.brokenUpload();
    });
    if (upload) Object.assign(request, { body: upload.fields, files: upload.files });
    return next.handle();
  }
}

/** The files read, by field. */
export type UploadedDocuments = Partial<Record<keyof typeof DOCUMENT_FIELDS, Array<{ buffer: Buffer }>>>;
