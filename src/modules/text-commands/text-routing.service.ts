import { Inject, Injectable } from '@nestjs/common';
import { CLOCK, Clock } from '../../common/clock/clock';
import type { Language } from '../../domain/language';
import { serviceNamedIn } from '../../domain/sms-intake';
import { offerAnswerOf, type TextCommand } from '../../domain/text-commands';
import { ProviderRosterService } from '../providers';
import type { InboundText, InboundTextRouter, RoutedText } from '../notifications';
import { RequestRepository } from '../request-core';
import { SmsIntakeService } from '../requests';
import { CustomerTextsService } from './customer-texts.service';
import { NegotiationTextsService } from './negotiation-texts.service';
import { OfferTextsService } from './offer-texts.service';
import { ProviderTextsService } from './provider-texts.service';
import { RatingTextsService } from './rating-texts.service';

/** A reply to a completion text may rate the job for a day after it. */
const RATING_WINDOW_MS = 24 * 60 * 60 * 1000;

/** The texts that start a request by text from someone with nothing open: anything said in words, HELP, TEXT ONLY. */
const STARTS_A_REQUEST: ReadonlySet<TextCommand['kind']> = new Set(['other', 'help', 'text_only']);

/**
 * Matches a text to what its sender has going: a provider's YES or NO answers their open offers
 * first; CALL asks a dispatcher to phone back; a conversation taking a request by text gets every
 * text of its number; ON and OFF switch a roster provider's duty; a provider command goes to the
 * job, a customer command (the negotiation included) to the request; a digit after a completion
 * rates it. From a number with nothing open, a text starts a request by text. What is none of
 * these is for the inbox, linked to what matched.
 */
@Injectable()
export class TextRoutingService implements InboundTextRouter {
  constructor(
    private readonly requests: RequestRepository,
    private readonly customers: CustomerTextsService,
    private readonly negotiation: NegotiationTextsService,
    private readonly ratings: RatingTextsService,
    private readonly providers: ProviderTextsService,
    private readonly offers: OfferTextsService,
    private readonly roster: ProviderRosterService,
    private readonly intake: SmsIntakeService,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async route(text: InboundText): Promise<RoutedText> {
    const { command } = text;
    const answer = offerAnswerOf(command);
    if (answer) {
      const outcome = await this.offers.answer(text, answer, command.kind === 'yes');
      if (outcome.handled) return outcome;
    }
    if (command.kind !== 'call' && (await this.intake.isTalking(text.from))) return this.converse(text);
    const [job, request] = await Promise.all([this.requests.activeJobOfProvider(text.from), this.requests.openRequestOf(text.from)]);
    if (command.kind === 'call') {
      await this.customers.callBack(text, request);
      return { handled: true, requestId: (job ?? request)?.id ?? null, callbackRequested: true };
    }
    if (command.kind === 'duty' && (await this.providers.switchDuty(text, command.onDuty))) return { handled: true, requestId: job?.id ?? null };
    if (job && (command.kind === 'provider_step' || command.kind === 'eta')) {
      await this.providers.carryOut(job, text, command);
      return { handled: true, requestId: job.id };
    }
    if (request) {
      // A YES confirming a CANCEL REQUEST comes before a YES accepting the price.
      const handled =
        (text.command.kind === 'yes' && (await this.customers.confirmCancel(request, text))) ||
        (await this.negotiation.carryOut(request, text)) ||
        (await this.customers.carryOut(request, text));
      return { handled, requestId: request.id };
    }
    if (job) return { handled: false, requestId: job.id };
    return this.afterLastRequest(text);
  }

  /** A sender with nothing open: STATUS about their last job, a reply to a recent completion text, or the first text of a request by text. */
  private async afterLastRequest(text: InboundText): Promise<RoutedText> {
    if (text.command.kind === 'status') {
      const last = await this.requests.completedSince(text.from, new Date(0));
      if (last) {
        await this.customers.answerCompletedStatus(last, text);
        return { handled: true, requestId: last.id };
      }
    }
    const completed = await this.requests.completedSince(text.from, new Date(this.clock.now().getTime() - RATING_WINDOW_MS));
    if (completed && (await this.ratings.carryOut(completed, text))) return { handled: true, requestId: completed.id };
    // Words after a finished job ('thanks!') are for a person, unless they ask for another truck.
    if (completed && !serviceNamedIn(text.body)) return { handled: false, requestId: completed.id };
    if (!STARTS_A_REQUEST.has(text.command.kind) || (await this.roster.hasPhone(text.from))) return { handled: false, requestId: null };
    return this.converse(text);
  }

  private async converse(text: InboundText): Promise<RoutedText> {
    const taken = await this.intake.converse(text, text.command.kind === 'help');
    if (!taken) return { handled: false, requestId: null };
    return { handled: true, requestId: taken.requestId, callbackRequested: taken.callbackRequested, alsoToInbox: taken.started };
  }

  async languageOf(phone: string): Promise<Language | null> {
    const [job, request] = await Promise.all([this.requests.activeJobOfProvider(phone), this.requests.openRequestOf(phone)]);
    return job?.provider?.language ?? request?.language ?? null;
  }
}
