import { InjectQueue } from '@nestjs/bullmq';
import { EntityManager } from '@mikro-orm/postgresql';
import { Inject, Injectable, Logger } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import { CLOCK, Clock } from '../../common/clock/clock';
import { toE164 } from '../../common/phone/phone-number';
import { APP_CONFIG, AppConfig } from '../../config/app-config';
import { CataloguedQueue, JOBS, jobIds, QUEUES } from '../../infra/queue/queue-catalogue';
import { SmsMessage } from './entities/sms-message.entity';
import type { InboundSms } from './providers/sms-provider';

/**
 * Takes an inbound text off the webhook: stored once per provider message id, its handling queued.
 * An inbound row is `delivered` (to us) at once; its `attempts` count 1 once it has been handled.
 */
@Injectable()
export class InboundSmsReceiverService {
  private readonly logger = new Logger(InboundSmsReceiverService.name);

  constructor(
    private readonly em: EntityManager,
    @InjectQueue(QUEUES.smsInbound) private readonly inboundQueue: CataloguedQueue<'sms-inbound'>,
    @Inject(CLOCK) private readonly clock: Clock,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async receive(text: InboundSms): Promise<void> {
    const em = this.em.fork();
    const idempotencyKey = `inbound:${text.providerSid ?? randomUUID()}`;
    const now = this.clock.now();
    await em
      .createQueryBuilder(SmsMessage)
      .insert({
        id: randomUUID(),
        direction: 'inbound',
        from: toE164(text.from) ?? text.from,
        to: toE164(text.to ?? '') ?? text.to ?? this.config.twilio?.from ?? '',
        body: text.body,
        template: 'inbound',
        idempotencyKey,
        status: 'delivered',
        providerSid: text.providerSid,
        createdAt: now,
        updatedAt: now,
      })
      .onConflict('idempotency_key')
      .ignore()
      .execute();
    const stored = await em.findOneOrFail(SmsMessage, { idempotencyKey });
    if (stored.attempts === 0) await this.enqueue(stored.id);
  }

  /** A redelivered text whose job is still held by the queue is not queued again (same job id). */
  async enqueue(messageId: string): Promise<void> {
    try {
      await this.inboundQueue.add(JOBS.handleInboundSms, { messageId }, { jobId: jobIds.handleInboundSms(messageId) });
    } catch (error) {
      this.logger.warn(`Inbound text ${messageId} waits for the sweep: ${(error as Error).message}`);
    }
  }
}
