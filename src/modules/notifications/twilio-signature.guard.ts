import { CanActivate, ExecutionContext, Inject, Injectable } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import { APP_CONFIG, AppConfig } from '../../config/app-config';
import { AppError } from '../../common/errors/app-error';
import { SMS_PROVIDER, SmsProvider } from './providers/sms-provider';
import { ERROR_CODES } from '../../contracts/error-codes';

/** Webhooks are trusted only with a valid X-Twilio-Signature over PUBLIC_URL + path. */
@Injectable()
export class TwilioSignatureGuard implements CanActivate {
  constructor(
    @Inject(SMS_PROVIDER) private readonly provider: SmsProvider,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  canActivate(context: ExecutionContext): boolean {
    const request = context.switchToHttp().getRequest<FastifyRequest>();
    const url = `${this.config.publicUrl}${request.url}`;
    const signature = request.headers['x-twilio-signature'] as string | undefined;
    const params = (request.body ?? {}) as Record<string, string>;
    if (this.provider.isAuthentic(signature, url, params)) return true;
    throw new AppError('forbidden', ERROR_CODES.badSignature, 'The webhook signature is missing or invalid.');
  }
}
