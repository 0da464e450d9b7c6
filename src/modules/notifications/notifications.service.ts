import { InjectQueue } from '@nestjs/bullmq';
import { EntityManager } from '@mikro-orm/postgresql';
import { Inject, Injectable, Logger } from '@nestjs/common';
import { Queue } from 'bullmq';
import { CLOCK, Clock } from '../../common/clock/clock';
import { toE164 } from '../../common/phone/phone-number';
import { JOBS, jobIds, QUEUES, SendSmsPayload } from '../../infra/queue/queue-catalogue';
import { CustomerRequest } from '../requests/entities/customer-request.entity';
import { SmsMessage } from './entities/sms-message.entity';
import { SmsOptOut } from './entities/sms-opt-out.entity';

export interface StageSmsInput {
  to: string;
  body: string;
  template: string;
  idempotencyKey: string;
  request?: CustomerRequest | null;
}

@Injectable()
export class NotificationsService {
  private readonly logger = new Logger(NotificationsService.name);

  constructor(
    @InjectQueue(QUEUES.sms) private readonly smsQueue: Queue<SendSmsPayload>,
    private readonly em: EntityManager,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  /**
   * Writes the outbox row into the caller's unit of work, so it commits (or not) with the
   * state change that causes it. Call `dispatch` with the result after the commit.
   */
  stageSms(em: EntityManager, input: StageSmsInput): SmsMessage | null {
    const to = toE164(input.to);
    if (!to) {
      this.logger.warn(`Not texting ${input.template}: "${input.to}" is not a valid phone number`);
      return null;
    }
    const now = this.clock.now();
    return em.create(SmsMessage, {
      to,
      body: input.body,
      template: input.template,
      idempotencyKey: input.idempotencyKey,
      request: input.request ?? null,
      createdAt: now,
      updatedAt: now,
    });
  }

  /** Hands committed outbox rows to the queue; a row the queue misses is picked up by the sweep. */
  async dispatch(messages: Array<SmsMessage | null>): Promise<void> {
    for (const message of messages) {
      if (!message) continue;
      try {
        await this.smsQueue.add(JOBS.sendSms, { messageId: message.id }, { jobId: jobIds.sendSms(message.id) });
      } catch (error) {
        this.logger.warn(`Text ${message.id} stays queued for the sweep: ${(error as Error).message}`);
      }
    }
  }

  textsForRequest(requestId: string): Promise<SmsMessage[]> {
    return this.em.fork().find(SmsMessage, { request: requestId }, { orderBy: { createdAt: 'desc', id: 'desc' } });
  }

  recentTexts(limit: number): Promise<SmsMessage[]> {
    return this.em.fork().find(SmsMessage, {}, { orderBy: { createdAt: 'desc', id: 'desc' }, limit });
  }

  async isOptedOut(phone: string): Promise<boolean> {
    const e164 = toE164(phone);
    return e164 !== null && (await this.em.fork().count(SmsOptOut, { phone: e164 })) > 0;
  }

  async optOut(phone: string): Promise<void> {
    const e164 = toE164(phone);
    if (!e164) return;
    await this.em.fork().upsert(SmsOptOut, { phone: e164, since: this.clock.now() });
  }

  async optIn(phone: string): Promise<void> {
    const e164 = toE164(phone);
    if (!e164) return;
    await this.em.fork().nativeDelete(SmsOptOut, { phone: e164 });
  }
}
