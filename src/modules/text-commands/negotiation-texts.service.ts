import { Inject, Injectable } from '@nestjs/common';
import { AppError } from '../../common/errors/app-error';
import { APP_CONFIG, AppConfig } from '../../config/app-config';
import { ERROR_CODES } from '../../contracts/error-codes';
import { MAX_PRICE_CENTS } from '../../domain/money';
import { transition } from '../../domain/request-lifecycle';
import type { RequestRecord } from '../../domain/request-record';
import { replyKey, SmsOutboxService, type InboundText } from '../notifications';
import { PricingService } from '../pricing';
import { lifecycleStateOf, termsPageUrl } from '../request-core';
import { answerCustomer, answerLanguage } from './customer-answers';
import { writeReply, writerIn } from './reply-texts';

/**
 * The price negotiation by reply to the price texts: YES accepts the offer waiting (and the terms its
 * text linked), an amount is the one counter-offer, NO declines the final offer. False when the
 * request is not waiting for any of these, so the text goes on to the other commands or a person.
 */
@Injectable()
export class NegotiationTextsService {
  constructor(
    private readonly pricing: PricingService,
    private readonly outbox: SmsOutboxService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async carryOut(request: RequestRecord, text: InboundText): Promise<boolean> {
    const { command } = text;
    if (command.kind === 'yes' && customerMay(request, 'accept_offer')) return this.accept(request, text);
    if (command.kind === 'offer_answer' && !command.answer.accept && command.answer.jobNumber === null && customerMay(request, 'reject_final_offer')) {
      return this.refused(request, text, () => this.pricing.byText.rejectFinal(request.id, replyKey(text.messageId)));
    }
    if (command.kind === 'amount' && (customerMay(request, 'counter_offer') || counterUsed(request))) return this.counter(request, text, command.cents);
    return false;
  }

  private async accept(request: RequestRecord, text: InboundText): Promise<boolean> {
    return this.refused(request, text, async () => {
      const accepted = await this.pricing.byText.accept(request.id, replyKey(text.messageId));
      const w = writerIn(answerLanguage(accepted, text));
      await answerCustomer(this.outbox, request, text, writeReply(w.language, 'terms-accepted', {
        price: w.usd(accepted.finalPriceCents!),
        // Text only: the summary is the terms; no page to open.
        termsUrl: accepted.textOnly ? 'none' : termsPageUrl(this.config.publicUrl, w),
      }));
    });
  }

  private async counter(request: RequestRecord, text: InboundText, cents: number | null): Promise<boolean> {
    const language = answerLanguage(request, text);
    if (counterUsed(request)) return this.counterUsed(request, text);
    if (cents === null || cents < 1 || cents > MAX_PRICE_CENTS) {
      await answerCustomer(this.outbox, request, text, writeReply(language, 'invalid-amount'));
      return true;
    }
    return this.refused(request, text, async () => {
      await this.pricing.byText.counter(request.id, cents);
      await answerCustomer(this.outbox, request, text, writeReply(language, 'counter-sent', { price: writerIn(language).usd(cents) }));
    });
  }

  private async counterUsed(request: RequestRecord, text: InboundText): Promise<boolean> {
    const language = answerLanguage(request, text);
    const final = customerMay(request, 'reject_final_offer') && request.adminCounterOfferCents !== null ? writerIn(language).usd(request.adminCounterOfferCents) : 'none';
    await answerCustomer(this.outbox, request, text, writeReply(language, 'counter-used', { final }));
    return true;
  }

  /**
   * The move, or, when a racing change made it illegal (the dispatcher answered first, a counter
   * already came in), the refusal in words: a second counter-offer is told so, anything else goes to a person.
   */
  private async refused(request: RequestRecord, text: InboundText, move: () => Promise<void | unknown>): Promise<boolean> {
    try {
      await move();
      return true;
    } catch (error) {
      if (!(error instanceof AppError) || error.kind !== 'conflict') throw error;
      if (error.code === ERROR_CODES.counterOfferAlreadyUsed) return this.counterUsed(request, text);
      return false;
    }
  }

}

const customerMay = (request: RequestRecord, action: 'accept_offer' | 'counter_offer' | 'reject_final_offer'): boolean =>
  transition(lifecycleStateOf(request), action, 'customer').ok;

const counterUsed = (request: RequestRecord): boolean => request.status === 'negotiating' && request.customerCounterOfferCents !== null;
