import { Injectable } from '@nestjs/common';
import type { Language } from '../../domain/language';
import type { InboundText, InboundTextRouter, RoutedText } from '../notifications';
import { RequestRepository } from '../request-core';
import { offerAnswerOf } from '../../domain/text-commands';
import { CustomerTextsService } from './customer-texts.service';
import { OfferTextsService } from './offer-texts.service';
import { ProviderTextsService } from './provider-texts.service';

/**
 * Matches a text to the sender's newest active job (as its provider) or newest open request (as
 * its customer). A provider's YES or NO answers their open offers first; ON and OFF switch a roster
 * provider's duty; a provider command goes to the job, a customer command to the request; a text
 * that is neither, or has no match, is for the inbox, linked to what matched.
 */
@Injectable()
export class TextRoutingService implements InboundTextRouter {
  constructor(
    private readonly requests: RequestRepository,
    private readonly customers: CustomerTextsService,
    private readonly providers: ProviderTextsService,
    private readonly offers: OfferTextsService,
  ) {}

  async route(text: InboundText): Promise<RoutedText> {
    const { command } = text;
    const answer = offerAnswerOf(command);
    if (answer) {
      const outcome = await this.offers.answer(text, answer, command.kind === 'yes');
      if (outcome.handled) return outcome;
    }
    const [job, request] = await Promise.all([this.requests.activeJobOfProvider(text.from), this.requests.openRequestOf(text.from)]);
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
