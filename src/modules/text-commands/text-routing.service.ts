import { Injectable } from '@nestjs/common';
import type { Language } from '../../domain/language';
import type { InboundText, InboundTextRouter, RoutedText } from '../notifications';
import { RequestRepository } from '../request-core';
import { CustomerTextsService } from './customer-texts.service';
import { ProviderTextsService } from './provider-texts.service';

/**
 * Matches a text to the sender's newest active job (as its provider) or newest open request (as
 * its customer). ON and OFF switch a roster provider's duty; a provider command goes to the job, a
 * customer command to the request; a text
 * that is neither, or has no match, is for the inbox, linked to what matched.
 */
@Injectable()
export class TextRoutingService implements InboundTextRouter {
  constructor(
    private readonly requests: RequestRepository,
    private readonly customers: CustomerTextsService,
    private readonly providers: ProviderTextsService,
  ) {}

  async route(text: InboundText): Promise<RoutedText> {
    const [job, request] = await Promise.all([this.requests.activeJobOfProvider(text.from), this.requests.openRequestOf(text.from)]);
    const { command } = text;
    if (command.kind === 'duty' && (await this.providers.switchDuty(text, command.onDuty))) return { handled: true, requestId: job?.id ?? null };
    if (job && (command.kind === 'provider_step' || command.kind === 'eta')) {
      await this.providers.carryOut(job, text, command);
      return { handled: true, requestId: job.id };
    }
    if (request && (await this.customers.carryOut(request, text))) return { handled: true, requestId: request.id };
    return { handled: false, requestId: (job ?? request)?.id ?? null };
  }

  async languageOf(phone: string): Promise<Language | null> {
    const [job, request] = await Promise.all([this.requests.activeJobOfProvider(phone), this.requests.openRequestOf(phone)]);
    return job?.provider?.language ?? request?.language ?? null;
  }
}
