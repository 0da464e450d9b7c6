import { Inject, Injectable, Logger } from '@nestjs/common';
import Redis from 'ioredis';
import { AppError } from '../../common/errors/app-error';
import { APP_CONFIG, AppConfig } from '../../config/app-config';
import { ERROR_CODES } from '../../contracts/error-codes';
import { REDIS } from '../../infra/redis/redis.module';
import type { LateChoice } from '../../domain/arrival-promise';
import { DEFAULT_LANGUAGE } from '../../domain/language';
import type { RequestRecord } from '../../domain/request-record';
import { extraAnswerOf } from '../../domain/text-commands';
import { ExtraChargesService, LateChoiceService, NotHereService, writeExtraAnswer } from '../on-site';
import { noProviderRefundOpen } from '../../domain/no-provider';
import { CustomerCancelService, ReceiptIssuerService, writeCompletedStatus } from '../payments';
import type { CancellationSplit, CancellationStep } from '../../domain/cancellation-ladder';
import { formatUsd } from '../../domain/money';
import { SmsOutboxService, type InboundText } from '../notifications';
import { RequestRepository, RequestTexts, RequestTransitionsService, writeTextOnlyOn, type RequestTemplateName } from '../request-core';
import { answerCustomer, answerLanguage } from './customer-answers';
import { writeReply } from './reply-texts';

/** How long a 'CANCEL REQUEST' waits for its YES. */
const PENDING_CANCEL_SECONDS = 600;

/**
 * A customer's commands on their open request: STATUS, CANCEL REQUEST confirmed by YES, answers to
 * an extra charge or a slip, TEXT ONLY, and CALL.
 * False when the text is no customer command, so a person reads it.
 */
@Injectable()
export class CustomerTextsService {
  private readonly logger = new Logger(CustomerTextsService.name);

  constructor(
    private readonly requests: RequestRepository,
    private readonly outbox: SmsOutboxService,
    private readonly transitions: RequestTransitionsService,
    private readonly requestTexts: RequestTexts,
    private readonly cancels: CustomerCancelService,
    private readonly receipts: ReceiptIssuerService,
    private readonly lateChoices: LateChoiceService,
    private readonly notHere: NotHereService,
    private readonly extras: ExtraChargesService,
    @Inject(REDIS) private readonly redis: Redis,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async carryOut(request: RequestRecord, text: InboundText): Promise<boolean> {
    switch (text.command.kind) {
      case 'status':
        await this.answerWith(request, text, 'request-status');
        return true;
      case 'cancel_request':
        await this.askToConfirmCancel(request, text);
        return true;
      case 'yes':
        // A cancel waiting for its YES comes first; otherwise YES answers an extra charge the provider asked for.
        return (await this.confirmCancel(request, text)) || this.answerExtra(request, text);
      case 'offer_answer':
      case 'decline_numbered':
        return this.answerExtra(request, text);
      case 'late_choice':
        await this.answerLate(request, text, text.command.choice);
        return true;
      case 'here':
        return this.answerHere(request, text);
      case 'text_only':
        await this.switchToTextOnly(request, text);
        return true;
      default:
        return false;
    }
  }

  /** The fee is stated in the question, in the page's words; the YES is taken only for that step of the ladder. */
  private async askToConfirmCancel(request: RequestRecord, text: InboundText): Promise<void> {
    const language = answerLanguage(request, text);
    const quote = await this.cancels.quote(request);
    if (!quote) return answerCustomer(this.outbox, request, text, writeReply(language, 'cannot-cancel', { supportPhone: this.config.supportPhone }));
    await this.redis.set(this.pendingCancelKey(text.from), `${request.id}:${quote.step}`, 'EX', PENDING_CANCEL_SECONDS);
    const question =
      quote.depositCents === null
        ? writeReply(language, 'confirm-cancel')
        : writeReply(language, quote.refundCents > 0 ? 'confirm-cancel-refund' : 'confirm-cancel-fee', { deposit: formatUsd(quote.depositCents) });
    return answerCustomer(this.outbox, request, text, question);
  }

  /** A YES with no cancel pending for this request is not ours (it may be an opt-in). */
  async confirmCancel(request: RequestRecord, text: InboundText): Promise<boolean> {
    const pending = await this.redis.getdel(this.pendingCancelKey(text.from));
    const [requestId, step] = (pending ?? '').split(':') as [string, CancellationStep | undefined];
    if (requestId !== request.id || !step) return false;
    let split: CancellationSplit | null = null;
    try {
      if (request.depositPaid) split = await this.cancels.cancel(request.id, 'text', step);
      else await this.transitions.run(request.id, { action: 'cancel_request', actor: 'customer', activity: () => 'Customer cancelled the request by text' });
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      if (error.code === ERROR_CODES.paymentProviderUnavailable) {
        // Cancelled, but the card refund did not go through yet: the dispatcher's Refund retries it.
        this.logger.warn(`Request ${request.id} cancelled by text; its deposit refund failed and awaits a retry`);
        await this.answerWith(await this.requests.current(request.id), text, 'request-cancelled');
        return true;
      }
      // The request moved to another step between CANCEL REQUEST and YES: the question is asked again with what cancelling costs now.
      if (error.code === ERROR_CODES.cancellationChanged) await this.askToConfirmCancel(await this.requests.current(request.id), text);
      else await answerCustomer(this.outbox, request, text, writeReply(answerLanguage(request, text), 'cannot-cancel', { supportPhone: this.config.supportPhone }));
      return true;
    }
    const feeKept = split !== null && split.refundCents === 0;
    await this.answerWith(await this.requests.current(request.id), text, feeKept ? 'cancelled-deposit-kept' : 'request-cancelled');
    return true;
  }

  /** The customer's YES or NO (YES 2, NO 2) on an extra charge; false when it is about none, so the word goes to a person. */
  private async answerExtra(request: RequestRecord, text: InboundText): Promise<boolean> {
    const said = extraAnswerOf(text.command);
    if (!said) return false;
    const outcome = await this.extras.answerByText(request.id, said.approve ? 'approve' : 'decline', said.number);
    if (!outcome) return false;
    await answerCustomer(this.outbox, request, text, writeExtraAnswer(answerLanguage(request, text), outcome));
    return true;
  }

  /** WAIT or REFUND to a slip text; refused with a word of why when the provider is on time. */
  private async answerLate(request: RequestRecord, text: InboundText, choice: LateChoice): Promise<void> {
    const noProvider = noProviderRefundOpen(request);
    try {
      await this.lateChoices.choose(request.id, choice, 'text');
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      if (error.code === ERROR_CODES.paymentProviderUnavailable) {
        // Cancelled, but the card refund did not go through yet: the dispatcher's Refund retries it.
        this.logger.warn(`Request ${request.id} cancelled for a late provider; its deposit refund failed and awaits a retry`);
        return this.answerWith(await this.requests.current(request.id), text, 'request-cancelled');
      }
      if (error.code !== ERROR_CODES.notRunningLate) throw error;
      return answerCustomer(this.outbox, request, text, writeReply(answerLanguage(request, text), 'not-late', { supportPhone: this.config.supportPhone }));
    }
    // A refund's own text (the deposit refunded) is its answer.
    if (choice === 'wait') await answerCustomer(this.outbox, request, text, writeReply(answerLanguage(request, text), noProvider ? 'no-provider-wait' : 'late-wait'));
  }

  /** HERE to 'Customer Not Here': the provider is told; without such a report the word goes to a person. */
  private async answerHere(request: RequestRecord, text: InboundText): Promise<boolean> {
    try {
      await this.notHere.customerHere(request.id, 'text');
    } catch (error) {
      if (error instanceof AppError && error.code === ERROR_CODES.notAwaitingHere) return false;
      throw error;
    }
    await answerCustomer(this.outbox, request, text, writeReply(answerLanguage(request, text), 'here-told'));
    return true;
  }

  /** From now on every text to this customer describes its step in full (screen readers, flip phones). */
  private async switchToTextOnly(request: RequestRecord, text: InboundText): Promise<void> {
    if (!request.textOnly) {
      await this.transitions.change(request.id, {
        actor: 'customer',
        apply: (changed) => {
          changed.textOnly = true;
        },
        activity: () => 'Asked for text-only updates (TEXT ONLY)',
      });
    }
    await answerCustomer(this.outbox, request, text, writeTextOnlyOn(answerLanguage(request, text)));
  }

  /** STATUS once the job is done: the completed status, and the receipt's link (the tracking link has expired). */
  async answerCompletedStatus(request: RequestRecord, text: InboundText): Promise<void> {
    const receiptUrl = await this.receipts.linkTexted(request.id);
    await answerCustomer(this.outbox, request, text, writeCompletedStatus(answerLanguage(request, text), request, receiptUrl));
  }

  /** CALL: the customer (or anyone) asks a dispatcher to phone them back; the inbox alerts the dispatchers. */
  async callBack(text: InboundText, request: RequestRecord | null): Promise<void> {
    const body = writeReply(text.saidIn ?? request?.language ?? DEFAULT_LANGUAGE, 'callback-requested', { supportPhone: this.config.supportPhone });
    await this.outbox.answerOnce(text.messageId, (texts, idempotencyKey) => texts.stage({ to: text.from, body, template: 'customer-reply', idempotencyKey, requestId: request?.id }));
  }

  private pendingCancelKey(phone: string): string {
    return `${this.config.installKey}:sms-cancel:${phone}`;
  }

  private async answerWith(request: RequestRecord, text: InboundText, template: RequestTemplateName): Promise<void> {
    await this.outbox.answerOnce(text.messageId, (texts, idempotencyKey) =>
      this.requestTexts.stage(texts, { template, to: 'customer', request, idempotencyKey, language: text.saidIn ?? undefined }),
    );
  }
}
