import { CallHandler, ExecutionContext, Injectable, type NestInterceptor, type Type } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import type { Observable } from 'rxjs';
import { type ReadUpload, readUpload, UploadRefused, type UploadRules } from './multipart-upload';

export interface UploadRefusals {
  tooLarge(): Error;
  /** The form did not parse (cut off, a stray boundary, an extra file). */
  broken(): Error;
}

/**
 * An interceptor that reads a route's multipart upload within `rules`, refuses in the product's
 * words, and hands the route what `place` puts on the request (form fields as the body, the files).
 */
export function UploadInterceptor(rules: UploadRules, refusals: UploadRefusals, place: (upload: ReadUpload) => object): Type<NestInterceptor> {
  @Injectable()
  class ReadsUpload implements NestInterceptor {
    async intercept(context: ExecutionContext, next: CallHandler): Promise<Observable<unknown>> {
      const request = context.switchToHttp().getRequest<FastifyRequest>();
      const upload = await readUpload(request, rules).catch((error: unknown) => {
        throw error instanceof UploadRefused && error.tooLarge ? refusals.tooLarge() : refusals.broken();
      });
      if (upload) Object.assign(request, place(upload));
      return next.handle();
    }
  }
  return ReadsUpload;
}
