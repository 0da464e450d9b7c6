import { InjectQueue } from '@nestjs/bullmq';
import { EntityManager } from '@mikro-orm/postgresql';
import { Inject, Injectable, Logger } from '@nestjs/common';
import { Queue } from 'bullmq';
import { APP_CONFIG, AppConfig } from '../../config/app-config';
import { CLOCK, Clock } from '../../common/clock/clock';
import { JobResult, JOBS, jobIds, QUEUES, SendSmsPayload, SMS_MAX_ATTEMPTS } from '../../infra/queue/queue-catalogue';
import { SmsMessage, SmsStatus } from './entities/sms-message.entity';
import { SmsOptOut } from './entities/sms-opt-out.entity';
import { SMS_PROVIDER, SmsProvider, SmsProviderError, SmsSendResult } from './providers/sms-provider';

const STATUS_RANK: Record<SmsStatus, number> = { queued: 0, sent: 1, suppressed: 2, failed: 2, delivered: 3 };
const SWEEP_GRACE_MS = 60_000;

@Injectable()
export class SmsDeliveryService {
  private readonly logger = new Logger(SmsDeliveryService.name);

  constructor(
    private readonly em: EntityManager,
    @Inject(SMS_PROVIDER) private readonly provider: SmsProvider,
    @Inject(CLOCK) private readonly clock: Clock,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @InjectQueue(QUEUES.sms) private readonly smsQueue: Queue<SendSmsPayload>,
  ) {}

  /** Sends one outbox row at most once; throws only when a retry can help. */
  async send(messageId: string): Promise<JobResult> {
    const em = this.em.fork();
    const message = await em.findOne(SmsMessage, messageId);
    if (!message) return { outcome: 'skipped', reason: 'message no longer exists' };
    if (message.status !== 'queued') return { outcome: 'skipped', reason: `already ${message.status}` };

    const claimed = await em.nativeUpdate(
      SmsMessage,
      { id: message.id, status: 'queued', attempts: message.attempts },
      { attempts: message.attempts + 1, updatedAt: this.clock.now() },
    );
    if (claimed === 0) return { outcome: 'skipped', reason: 'claimed by another worker' };
    await em.refresh(message);

    if (await em.count(SmsOptOut, { phone: message.to })) {
      await this.finish(em, message, { status: 'suppressed' });
      return { outcome: 'done', detail: 'suppressed: recipient opted out' };
    }

    let result: SmsSendResult;
    try {
      result = await this.provider.send({
        to: message.to,
        body: message.body,
        statusCallbackUrl: `${this.config.publicUrl}/api/sms/status`,
      });
    } catch (error) {
      const permanent = error instanceof SmsProviderError && error.permanent;
      const exhausted = message.attempts >= SMS_MAX_ATTEMPTS;
      await this.finish(em, message, {
        status: permanent || exhausted ? 'failed' : 'queued',
        lastError: (error as Error).message.slice(0, 500),
      });
      if (permanent || exhausted) return { outcome: 'done', detail: `failed: ${(error as Error).message}` };
      throw error;
    }
    // Outside the try: once the provider took the text, a failing write here must not trigger a resend.
    await this.finish(em, message, { status: result.status, providerSid: result.providerSid, sentAt: this.clock.now() });
    return { outcome: 'done', detail: result.providerSid };
  }

  /** Re-enqueues rows left `queued` (Redis or the worker was down when they were committed). */
  async sweep(): Promise<JobResult> {
    const em = this.em.fork();
    const cutoff = new Date(this.clock.now().getTime() - SWEEP_GRACE_MS);
    const stuck = await em.find(SmsMessage, { status: 'queued', updatedAt: { $lt: cutoff } }, { limit: 500 });
    for (const message of stuck) {
      const jobId = jobIds.sendSms(message.id);
      const existing = await this.smsQueue.getJob(jobId);
      if (existing && ((await existing.isCompleted()) || (await existing.isFailed()))) await existing.remove();
      await this.smsQueue.add(JOBS.sendSms, { messageId: message.id }, { jobId });
    }
    return stuck.length ? { outcome: 'done', detail: `re-enqueued ${stuck.length}` } : { outcome: 'skipped', reason: 'nothing stuck' };
  }

  /** Applies a provider status callback; statuses only move forward. */
  async recordStatus(providerSid: string, status: SmsStatus, errorText: string | null): Promise<boolean> {
    const em = this.em.fork();
    const message = await em.findOne(SmsMessage, { providerSid });
    if (!message) return false;
    if (STATUS_RANK[status] > STATUS_RANK[message.status]) {
      message.status = status;
      if (errorText) message.lastError = errorText;
      message.updatedAt = this.clock.now();
      await em.flush();
    }
    return true;
  }

  private async finish(em: EntityManager, message: SmsMessage, changes: Partial<SmsMessage>): Promise<void> {
    em.assign(message, { ...changes, updatedAt: this.clock.now() });
    await em.flush();
    if (changes.status === 'failed') this.logger.warn(`Text ${message.id} failed: ${message.lastError}`);
  }
}
