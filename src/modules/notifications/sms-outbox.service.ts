import { InjectQueue } from '@nestjs/bullmq';
import { EntityManager } from '@mikro-orm/postgresql';
import { Inject, Injectable, Logger } from '@nestjs/common';

import { CLOCK, Clock } from '../../common/clock/clock';
import { toE164 } from '../../common/phone/phone-number';
import { CataloguedQueue, JOBS, jobIds, QUEUES } from '../../infra/queue/queue-catalogue';
import type { SmsMessageView } from '../../contracts/request-views';
import { SmsMessage } from './entities/sms-message.entity';
import { replyKey } from './inbound-text-router';
import { SmsPhoneLines, type LineHead } from './sms-phone-lines';
import { toSmsView } from './views/sms-view.mapper';

/** A text with its body already written. */
export interface OutgoingSms {
  to: string;
  body: string;
  template: string;
  idempotencyKey: string;
  /** The request the text is about, if any. */
  requestId?: string | null;
}

/** Hands texts to the unit of work it was given; they commit (or not) with it. */
export interface TextStager {
  stage(text: OutgoingSms): void;
}

/** Texts staged in one transaction: `send` hands them to the queue once that transaction has committed. */
interface OutboxBatch {
  texts: TextStager;
  send(): Promise<void>;
}

/**
 * The transactional outbox. A text is staged into a batch tied to a transaction, written with the
 * caller's changes, and enqueued by the batch's `send` after the commit. A text the queue misses
 * stays `queued` and the sweep picks it up.
 */
@Injectable()
export class SmsOutboxService {
  private readonly logger = new Logger(SmsOutboxService.name);

  constructor(
    private readonly em: EntityManager,
    @InjectQueue(QUEUES.sms) private readonly smsQueue: CataloguedQueue<'sms'>,
    private readonly lines: SmsPhoneLines,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  /** A batch of texts written in `tx`; answers to inbound texts go to the front of the send queue. */
  private batch(tx: EntityManager, { answer = false }: { answer?: boolean } = {}): OutboxBatch {
    const staged: SmsMessage[] = [];
    return {
      texts: {
        stage: (text) => this.stage(tx, text, staged),
      },
      send: () => this.enqueue(staged, answer),
    };
  }

  /** A transaction whose texts are enqueued once it has committed; request-core's unit of work opens a request's through it. */
  async transaction<T>(work: (tx: EntityManager, texts: TextStager) => Promise<T>, options: { answer?: boolean } = {}): Promise<T> {
    let send = (): Promise<void> => Promise.resolve();
    const result = await this.em.fork().transactional((tx) => {
      const batch = this.batch(tx, options);
      send = batch.send;
      return work(tx, batch.texts);
    });
    await send();
    return result;
  }

  /** The texts about a request, newest first, as the dispatcher's card lists them. */
  async textsAbout(requestId: string): Promise<SmsMessageView[]> {
    const texts = await this.em.fork().find(SmsMessage, { request: requestId }, { orderBy: { createdAt: 'desc', id: 'desc' } });
    return texts.map(toSmsView);
  }

  /** The link starting with `linkPrefix` in the newest text of `template` about a request, for a link kept nowhere else; null when none was texted. */
  async linkTexted(requestId: string, template: string, linkPrefix: string): Promise<string | null> {
    const text = await this.em.fork().findOne(SmsMessage, { request: requestId, template }, { orderBy: { createdAt: 'desc', id: 'desc' } });
    const at = text?.body.indexOf(linkPrefix) ?? -1;
    return text && at >= 0 ? (text.body.slice(at).split(/\s/)[0] ?? null) : null;
  }

  /** Whether a text with this key was ever written, e.g. the answer to an inbound text. */
  async holds(idempotencyKey: string): Promise<boolean> {
    return (await this.em.fork().count(SmsMessage, { idempotencyKey })) > 0;
  }

  /** The retention rule's part: texts about requests that are going, in the caller's transaction. */
  async forgetTextsOf(tx: EntityManager, requestIds: readonly string[]): Promise<void> {
    await tx.nativeDelete(SmsMessage, { request: { $in: [...requestIds] } });
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
        request: text.requestId ?? null,
        createdAt: now,
        updatedAt: now,
      }),
    );
  }

  /**
   * A text whose phone still has an earlier text unsent is not queued: that text sends it on once
   * settled (SmsPhoneLines). An answer brings the head of its phone's line to the front instead.
   */
  private async enqueue(messages: SmsMessage[], answer: boolean): Promise<void> {
    if (messages.length === 0) return;
    const heads = await this.lines.heads(messages.map((message) => message.id)).catch((error: Error) => {
      // Each send still checks its phone's line; queued as they are, the texts keep their order.
      this.logger.warn(`Texts queued without looking at their phones' lines: ${error.message}`);
      return new Map<string, LineHead>();
    });
    for (const message of messages) {
      const head = heads.get(message.id);
      if (head && head.id !== message.id) {
        if (answer && head.status === 'queued') await this.lines.sendAhead(head.id, message.id, true);
        continue;
      }
      try {
        await this.smsQueue.add(JOBS.sendSms, { messageId: message.id }, { jobId: jobIds.sendSms(message.id), lifo: answer });
      } catch (error) {
        this.logger.warn(`Text ${message.id} stays queued for the sweep: ${(error as Error).message}`);
      }
    }
  }
}
