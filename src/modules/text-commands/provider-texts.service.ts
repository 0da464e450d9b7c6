import { Inject, Injectable } from '@nestjs/common';
import { CLOCK, Clock } from '../../common/clock/clock';
import { APP_CONFIG, AppConfig } from '../../config/app-config';
import { AppError } from '../../common/errors/app-error';
import { isRunningLate, promisedArrival } from '../../domain/arrival-promise';
import { ERROR_CODES } from '../../contracts/error-codes';
import { nextProviderStep, type ProviderStepAction } from '../../domain/provider-job';
import { isEtaInRange, PROVIDER_STEP_WORDS, type TextCommand } from '../../domain/text-commands';
import { DEFAULT_LANGUAGE, type Language } from '../../domain/language';
import type { RequestRecord } from '../../domain/request-record';
import { ProviderJobsService } from '../on-site';
import { ProviderDutyService } from '../providers';
import { replyKey, SmsOutboxService, type InboundText } from '../notifications';
import { RequestRepository, RequestTransitionsService } from '../request-core';
import { writeReply } from './reply-texts';

type ProviderCommand = Extract<TextCommand, { kind: 'provider_step' | 'eta' }>;

/** A provider working their own active job by text: the job page's steps, and an ETA for the customer. */
@Injectable()
export class ProviderTextsService {
  constructor(
    private readonly requests: RequestRepository,
    private readonly jobs: ProviderJobsService,
    private readonly duty: ProviderDutyService,
    private readonly outbox: SmsOutboxService,
    private readonly transitions: RequestTransitionsService,
    @Inject(CLOCK) private readonly clock: Clock,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async carryOut(job: RequestRecord, text: InboundText, command: ProviderCommand): Promise<void> {
    if (command.kind === 'eta') return this.shareEta(job, text, command.minutes);
    return this.step(job, text, command.action, command.arrivalCode);
  }

  /** ON or OFF from a roster provider, confirmed in their language; false when the number is on no roster entry. */
  async switchDuty(text: InboundText, onDuty: boolean): Promise<boolean> {
    const provider = await this.duty.setByPhone(text.from, onDuty);
    if (!provider) return false;
    const language = text.saidIn ?? provider.language;
    const body = !provider.active
      ? writeReply(language, 'duty-paused', { supportPhone: this.config.supportPhone })
      : // Asked on and still off: their documents keep them from taking jobs.
        onDuty && !provider.onDuty
        ? writeReply(language, 'network-suspended', { supportPhone: this.config.supportPhone })
        : writeReply(language, onDuty ? 'on-duty' : 'off-duty');
    await this.outbox.answerOnce(text.messageId, (texts, idempotencyKey) =>
      texts.stage({ to: text.from, body, template: 'provider-reply', idempotencyKey }),
    );
    return true;
  }

  /** Out of order, the provider is told the word for the step that comes next, and nothing moves. */
  private async step(job: RequestRecord, text: InboundText, action: ProviderStepAction, arrivalCode?: string): Promise<void> {
    const next = nextProviderStep(job.status);
    if (!next || next.action !== action || !job.providerJobId) return this.answer(job, text, nextStepReply(job.status, answerLanguage(job, text)));
    let moved: RequestRecord;
    try {
      moved = await this.jobs.step(job.providerJobId, `sms:${text.from}`, action, arrivalCode).then(() => this.requests.current(job.id));
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      if (error.code === ERROR_CODES.photoRequired) return this.answer(job, text, writeReply(answerLanguage(job, text), action === 'start_service' ? 'pickup-photo-needed' : 'completion-photo-needed'));
      const refusal = Object.hasOwn(STEP_REFUSAL_REPLIES, error.code) ? STEP_REFUSAL_REPLIES[error.code] : undefined;
      if (refusal) return this.answer(job, text, writeReply(answerLanguage(job, text), refusal));
      return this.answer(job, text, nextStepReply((await this.requests.current(job.id)).status, answerLanguage(job, text)));
    }
    const after = nextProviderStep(moved.status);
    const language = answerLanguage(moved, text);
    const body = after ? writeReply(language, 'step-recorded', { word: PROVIDER_STEP_WORDS[after.action] }) : writeReply(language, 'job-completed');
    return this.answer(moved, text, body);
  }

  /** The provider's word on when they arrive: one ETA, and one text to the customer, per inbound text however often its handling runs. */
  private async shareEta(job: RequestRecord, text: InboundText, minutes: number): Promise<void> {
    if (!isEtaInRange(minutes)) return this.answer(job, text, writeReply(answerLanguage(job, text), 'eta-format'));
    const idempotencyKey = replyKey(text.messageId);
    if (await this.outbox.holds(idempotencyKey)) return;
    await this.transitions.change(job.id, {
      actor: 'provider',
      apply: (request) => {
        const now = this.clock.now();
        const said = promisedArrival(now, minutes);
        // The first ETA of a job assigned without one is its promise; a later one that breaks it is a slip, texted by the arrival watch with the customer's choices.
        request.promisedArrivalAt ??= said;
        request.providerEtaMinutes = minutes;
        request.providerEtaAt = now;
        return isRunningLate(request.promisedArrivalAt, said, this.config.arrivals.slipMinutes);
      },
      activity: () => `Provider texted an ETA of ${minutes} minutes`,
      texts: (_request, slipping) => (slipping ? [] : [{ template: 'provider-eta', to: 'customer', idempotencyKey }]),
    });
  }

  private async answer(job: RequestRecord, text: InboundText, body: string): Promise<void> {
    await this.outbox.answerOnce(text.messageId, (texts, idempotencyKey) =>
      texts.stage({ to: text.from, body, template: 'provider-reply', idempotencyKey, requestId: job.id }),
    );
  }
}

/** Refusals of a texted step that have their own answer, rather than the next step's word. */
const STEP_REFUSAL_REPLIES: Record<string, 'on-another-job' | 'arrival-code-needed' | 'wrong-arrival-code' | 'arrival-locked'> = {
  [ERROR_CODES.onAnotherJob]: 'on-another-job',
  [ERROR_CODES.arrivalCodeRequired]: 'arrival-code-needed',
  [ERROR_CODES.wrongArrivalCode]: 'wrong-arrival-code',
  [ERROR_CODES.arrivalLocked]: 'arrival-locked',
};

function nextStepReply(status: string, language: Language): string {
  const next = nextProviderStep(status);
  return next ? writeReply(language, 'next-step', { word: PROVIDER_STEP_WORDS[next.action] }) : writeReply(language, 'no-next-step');
}

/** A Spanish keyword is answered in Spanish; anything else in the provider's language. */
const answerLanguage = (job: RequestRecord, text: InboundText): Language => text.saidIn ?? job.provider?.language ?? DEFAULT_LANGUAGE;
