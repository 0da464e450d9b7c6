import { Inject, Injectable } from '@nestjs/common';
import { AppError } from '../../common/errors/app-error';
import { toE164 } from '../../common/phone/phone-number';
import { APP_CONFIG, AppConfig } from '../../config/app-config';
import { ERROR_CODES } from '../../contracts/error-codes';
import type { Language } from '../../domain/language';
import { isEtaInRange, type OfferAnswer } from '../../domain/text-commands';
import { OfferAnswersService, writeOfferReply, type OpenOffersOfProvider } from '../dispatch';
import { SmsOutboxService, type InboundText } from '../notifications';
import { writeReply } from './reply-texts';

type OpenOffer = OpenOffersOfProvider['offers'][number];
type ClosedOffer = OpenOffersOfProvider['closed'][number];

/** What became of a text that may answer an offer. */
export interface OfferTextOutcome {
  handled: boolean;
  requestId: string | null;
}

const NOT_OURS: OfferTextOutcome = { handled: false, requestId: null };

/**
 * A provider answering offers by text: 'YES 20' takes their one open offer with a 20-minute ETA,
 * 'YES 4821 20' names which, 'NO' or 'NO 4821' declines. The job's own texts confirm an acceptance;
 * anything else is answered here in the provider's language.
 */
@Injectable()
export class OfferTextsService {
  constructor(
    private readonly answers: OfferAnswersService,
    private readonly outbox: SmsOutboxService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /**
   * A bare YES is an answer only from a provider with an open offer, or one just taken or run out;
   * otherwise it is left to the customer commands.
   */
  async answer(text: InboundText, answer: OfferAnswer, bare: boolean): Promise<OfferTextOutcome> {
    const phone = toE164(text.from);
    const found = phone ? await this.answers.openOffersOf(phone) : null;
    const late = found && answer.accept && !pick(found.offers, answer.jobNumber) ? lateFor(found, answer.jobNumber) : null;
    if (!found || (bare && found.offers.length === 0 && !late)) return NOT_OURS;
    const language = text.saidIn ?? found.language;
    const reply = (body: string, requestId: string | null) => this.reply(text, body, requestId);

    if (late) return reply(writeOfferReply(language, late.outcome === 'taken' ? 'offer-taken' : 'offer-expired', { job: late.jobNumber }), late.requestId);
    if (found.offers.length === 0) return reply(writeOfferReply(language, 'no-open-offer'), null);
    const offer = pick(found.offers, answer.jobNumber);
    if (!offer) return reply(writeOfferReply(language, 'offer-which', { count: found.offers.length, job: found.offers[0].jobNumber }), null);
    if (!answer.accept) return this.settle(text, offer, language, () => this.answers.decline(offer.id, null, 'sms'), 'offer-declined');
    if (answer.etaMinutes === null || !isEtaInRange(answer.etaMinutes)) return reply(writeOfferReply(language, 'offer-needs-eta', { job: offer.jobNumber }), offer.requestId);
    return this.settle(text, offer, language, () => this.answers.accept(offer.id, answer.etaMinutes!, 'sms'), null);
  }

  /** Carries the answer out; a refusal is told in words, and a repeat of an answer already taken says nothing twice. */
  private async settle(
    text: InboundText,
    offer: OpenOffer,
    language: Language,
    act: () => Promise<void>,
    confirmation: 'offer-declined' | null,
  ): Promise<OfferTextOutcome> {
    try {
      await act();
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      if (error.code === ERROR_CODES.offerAnswered) return { handled: true, requestId: offer.requestId };
      return this.reply(text, this.refusal(error.code, language, offer.jobNumber), offer.requestId);
    }
    if (confirmation) return this.reply(text, writeOfferReply(language, confirmation, { job: offer.jobNumber }), offer.requestId);
    return { handled: true, requestId: offer.requestId };
  }

  /** Why the answer was not taken, in words: expired, on another job, paused, or taken by someone else. */
  private refusal(code: string, language: Language, job: string): string {
    if (code === ERROR_CODES.offerExpired) return writeOfferReply(language, 'offer-expired', { job });
    if (code === ERROR_CODES.providerBusy) return writeOfferReply(language, 'offer-busy', { job });
    if (code === ERROR_CODES.providerPaused) return writeReply(language, 'duty-paused', { supportPhone: this.config.supportPhone });
    if (code === ERROR_CODES.accountSuspended) return writeReply(language, 'network-suspended', { supportPhone: this.config.supportPhone });
    return writeOfferReply(language, 'offer-taken', { job });
  }

  private async reply(text: InboundText, body: string, requestId: string | null): Promise<OfferTextOutcome> {
    await this.outbox.answerOnce(text.messageId, (texts, idempotencyKey) =>
      texts.stage({ to: text.from, body, template: 'provider-reply', idempotencyKey, requestId }),
    );
    return { handled: true, requestId };
  }
}

/** The offer just closed that a late YES answers: the one it names, or with none open, the newest. */
function lateFor(found: OpenOffersOfProvider, jobNumber: string | null): ClosedOffer | null {
  if (jobNumber !== null) return found.closed.find((offer) => offer.jobNumber === jobNumber) ?? null;
  return found.offers.length === 0 ? (found.closed[0] ?? null) : null;
}

/** The offer a text names by its number, or the only one open. */
function pick(offers: readonly OpenOffer[], jobNumber: string | null): OpenOffer | null {
  if (jobNumber !== null) return offers.find((offer) => offer.jobNumber === jobNumber) ?? null;
  return offers.length === 1 ? offers[0] : null;
}
