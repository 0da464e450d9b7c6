import { InjectQueue } from '@nestjs/bullmq';
import { EntityManager } from '@mikro-orm/postgresql';
import { Inject, Injectable, Logger } from '@nestjs/common';

import { CLOCK, Clock } from '../../common/clock/clock';
import { toE164 } from '../../common/phone/phone-number';
import { APP_CONFIG, AppConfig } from '../../config/app-config';
import { CataloguedQueue, JOBS, jobIds, QUEUES } from '../../infra/queue/queue-catalogue';
import { CustomerRequest } from '../request-core/entities/customer-request.entity';
import { SmsMessage } from './entities/sms-message.entity';
import { replyKey } from './inbound-text-router';
import { SMS_TEMPLATES, SmsTemplateName } from './sms-templates';

export type Recipient = 'customer' | 'provider';

/** A text with its body already written. */
export interface OutgoingSms {
  to: string;
  body: string;
  template: string;
  idempotencyKey: string;
  request?: CustomerRequest | null;
}

/** A text composed from a template about a request, to one of its parties. */
export interface TemplatedSms {
  template: SmsTemplateName;
  to: Recipient;
  request: CustomerRequest;
  idempotencyKey: string;
}

/** Hands texts to the unit of work it was given; they commit (or not) with it. */
export interface TextStager {
  stage(text: OutgoingSms): void;
  stageTemplate(text: TemplatedSms): void;
}

/**
 * The transactional outbox. Texts can only be staged inside `transaction`, which writes them with
 * the caller's changes and enqueues them once the commit has happened, so no caller can forget
 * the second step. A text the queue misses stays `queued` and the sweep picks it up.
 */
@Injectable()
export class SmsOutboxService {
  private readonly logger = new Logger(SmsOutboxService.name);

  constructor(
    private readonly em: EntityManager,
    @InjectQueue(QUEUES.sms) private readonly smsQueue: CataloguedQueue<'sms'>,
    @Inject(CLOCK) private readonly clock: Clock,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async transaction<T>(work: (tx: EntityManager, texts: TextStager) => Promise<T>, { answer = false }: { answer?: boolean } = {}): Promise<T> {
    const staged: SmsMessage[] = [];
    const result = await this.em.fork().transactional((tx) =>
      work(tx, {
        stage: (text) => this.stage(tx, text, staged),
        stageTemplate: (text) => this.stageTemplate(tx, text, staged),
      }),
    );
    await this.enqueue(staged, answer);
    return result;
  }

  /**
   * The one answer to an inbound text (a retried handling finds it already written). Answers go to
   * the front of the send queue: someone who just texted STOP or STATUS is answered at once, while a
   * burst of other texts waits its turn under the per-sender limit.
   */
  async answerOnce(inboundMessageId: string, stage: (texts: TextStager, idempotencyKey: string) => void): Promise<void> {
    const idempotencyKey = replyKey(inboundMessageId);
    await this.transaction(
      async (tx, texts) => {
        if (!(await tx.count(SmsMessage, { idempotencyKey }))) stage(texts, idempotencyKey);
      },
      { answer: true },
    );
  }

  private stageTemplate(tx: EntityManager, text: TemplatedSms, staged: SmsMessage[]): void {
    const body = SMS_TEMPLATES[text.template]({
      request: text.request,
      publicUrl: this.config.publicUrl,
      supportPhone: this.config.supportPhone,
    });
    const phone = text.to === 'customer' ? text.request.phone : text.request.provider?.phone;
    if (body === null || !phone) {
      this.logger.warn(`Not texting ${text.template} to the ${text.to} of ${text.request.id}: no link or no number`);
      return;
    }
    this.stage(tx, { to: phone, body, template: text.template, idempotencyKey: text.idempotencyKey, request: text.request }, staged);
  }

  private stage(tx: EntityManager, text: OutgoingSms, staged: SmsMessage[]): void {
    const to = toE164(text.to);
    if (!to) {
      this.logger.warn(`Not texting ${text.template}: "${text.to}" is not a valid phone number`);
      return;
    }
    const now = this.clock.now();
    staged.push(
      tx.create(SmsMessage, {
        to,
        body: text.body,
        template: text.template,
        idempotencyKey: text.idempotencyKey,
        request: text.request ?? null,
        createdAt: now,
        updatedAt: now,
      }),
    );
  }

  private async enqueue(messages: SmsMessage[], answer: boolean): Promise<void> {
    for (const message of messages) {
      try {
        await this.smsQueue.add(JOBS.sendSms, { messageId: message.id }, { jobId: jobIds.sendSms(message.id), lifo: answer });
      } catch (error) {
        this.logger.warn(`Text ${message.id} stays queued for the sweep: ${(error as Error).message}`);
      }
    }
  }
}
