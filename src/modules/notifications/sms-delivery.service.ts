import { InjectQueue } from '@nestjs/bullmq';
import { EntityManager } from '@mikro-orm/postgresql';
import { Inject, Injectable, Logger } from '@nestjs/common';

import { APP_CONFIG, AppConfig } from '../../config/app-config';
import { AppMetrics } from '../../infra/metrics/app-metrics';
import { CLOCK, Clock } from '../../common/clock/clock';
import { CataloguedQueue, JobResult, JOBS, jobIds, QUEUES, SMS_MAX_ATTEMPTS } from '../../infra/queue/queue-catalogue';
import { SmsMessage, SmsStatus } from './entities/sms-message.entity';
import { PendingSmsStatus } from './entities/pending-sms-status.entity';
import { SmsPhoneLines } from './sms-phone-lines';
import { SmsSendBatches } from './sms-send-batches';
import { OPT_OUT_CONFIRMATION } from './notification-texts';
import { SMS_PROVIDER, SmsProvider, SmsProviderError, SmsSendResult, SmsStatusReport } from './providers/sms-provider';

const STATUS_RANK: Record<SmsStatus, number> = { queued: 0, sending: 0, sent: 1, suppressed: 2, failed: 2, delivered: 3 };
/** A text in one of these is done with: the next text to its phone may go. */
const SETTLED: ReadonlySet<SmsStatus> = new Set(['sent', 'delivered', 'failed', 'suppressed']);
const SWEEP_GRACE_MS = 60_000;
// An array parameter is written out as a list of values, hence in (?).
const ADVANCE_SQL = `
  update sms_messages set status = ?, last_error = coalesce(?, last_error), updated_at = ?
  where provider_sid = ? and status in (?)
  returning sent_at`;
/** Reports for a message id we never recorded (another system on the account) are dropped after this. */
const KEPT_REPORT_MS = 7 * 24 * 3600_000;
/** An inbound text whose handling never ran is retried for this long; after that a reply would come too late. */
const INBOUND_RETRY_WINDOW_MS = 3600_000;

/**
 * Texts leave at most once. A worker claims a row (`queued` → `sending`) before it calls the
 * provider and records the outcome after; a row found still `sending` belongs to a worker that
 * died mid-send, so the provider is asked whether it has the text before it is sent again.
 */
@Injectable()
export class SmsDeliveryService {
  private readonly logger = new Logger(SmsDeliveryService.name);

  constructor(
    private readonly em: EntityManager,
    @Inject(SMS_PROVIDER) private readonly provider: SmsProvider,
    @Inject(CLOCK) private readonly clock: Clock,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @InjectQueue(QUEUES.sms) private readonly smsQueue: CataloguedQueue<'sms'>,
    @InjectQueue(QUEUES.smsInbound) private readonly inboundQueue: CataloguedQueue<'sms-inbound'>,
    private readonly batches: SmsSendBatches,
    private readonly lines: SmsPhoneLines,
    private readonly metrics: AppMetrics,
  ) {}

  /**
   * Sends one outbox row at most once, after every earlier text to its phone, and then sends the
   * phone's next text on; throws only when a retry can help.
   */
  async send(messageId: string): Promise<JobResult> {
    const text = await this.batches.read(messageId);
    if (!text) return { outcome: 'skipped', reason: 'message no longer exists' };
    const { message, optedOut, firstOfRequestSince, waitsForEarlier } = text;
    if (message.direction === 'inbound') return { outcome: 'skipped', reason: 'an inbound text is not sent' };
    if (SETTLED.has(message.status)) {
      // A job run again after its text settled (a worker died on the way) still sends the line on.
      await this.lines.sendNext(message.to, message.id);
      return { outcome: 'skipped', reason: `already ${message.status}` };
    }
    if (waitsForEarlier) return { outcome: 'skipped', reason: 'waits for an earlier text to the same phone' };

    const unfinished = message.status === 'sending';
    if (!(await this.batches.claim(message, this.clock.now()))) return { outcome: 'skipped', reason: 'claimed by another worker' };
    const result = await this.sendClaimed(message, unfinished, optedOut, firstOfRequestSince);
    if (SETTLED.has(message.status)) await this.lines.sendNext(message.to, message.id);
    return result;
  }

  private async sendClaimed(message: SmsMessage, unfinished: boolean, optedOut: boolean, firstOfRequestSince: Date | null): Promise<JobResult> {
    const em = this.em.fork();
    if (unfinished) {
      let found: SmsSendResult | null;
      try {
        found = await this.provider.findSent({ to: message.to, body: message.body, since: message.createdAt, providerSid: message.providerSid });
      } catch (error) {
        return this.lookupFailed(em, message, error as Error);
      }
      if (found) {
        await this.recordSent(em, message, found, firstOfRequestSince);
        return { outcome: 'done', detail: `already with the provider: ${found.providerSid}` };
      }
    }
    if (message.template !== OPT_OUT_CONFIRMATION && optedOut) {
      await this.finish(em, message, { status: 'suppressed' });
      return { outcome: 'done', detail: 'suppressed: recipient opted out' };
    }
    return this.deliver(em, message, firstOfRequestSince);
  }

  /** Re-enqueues rows left `queued` (Redis or the worker was down) or `sending` (a worker died mid-send). */
  async sweep(): Promise<JobResult> {
    const em = this.em.fork();
    const now = this.clock.now().getTime();
    const stuck = await em.find(
      SmsMessage,
      { direction: 'outbound', status: { $in: ['queued', 'sending'] }, updatedAt: { $lt: new Date(now - SWEEP_GRACE_MS) } },
      { limit: 500, orderBy: { createdAt: 'asc', id: 'asc' } },
    );
    for (const message of stuck) {
      const jobId = jobIds.sendSms(message.id);
      const existing = await this.smsQueue.getJob(jobId);
      if (existing && ((await existing.isCompleted()) || (await existing.isFailed()))) await existing.remove();
      await this.smsQueue.add(JOBS.sendSms, { messageId: message.id }, { jobId });
    }
    const unhandled = await em.find(
      SmsMessage,
      {
        direction: 'inbound',
        attempts: 0,
        createdAt: { $lt: new Date(now - SWEEP_GRACE_MS), $gt: new Date(now - INBOUND_RETRY_WINDOW_MS) },
      },
      { limit: 100 },
    );
    for (const message of unhandled) {
      const jobId = jobIds.handleInboundSms(message.id);
      const existing = await this.inboundQueue.getJob(jobId);
      if (existing && !(await existing.isFailed())) continue;
      await existing?.remove();
      await this.inboundQueue.add(JOBS.handleInboundSms, { messageId: message.id }, { jobId });
    }
    await em.nativeDelete(PendingSmsStatus, { receivedAt: { $lt: new Date(now - KEPT_REPORT_MS) } });
    return stuck.length ? { outcome: 'done', detail: `re-enqueued ${stuck.length}` } : { outcome: 'skipped', reason: 'nothing stuck' };
  }

  /**
   * Applies a provider status callback; statuses only move forward. A report for a send not
   * recorded yet is kept and applied when it is.
   */
  async recordStatus(report: SmsStatusReport): Promise<void> {
    const em = this.em.fork();
    const known = await this.advance(em, report);
    if (known) {
      this.observeReport(report, known.sentAt);
      return;
    }
    em.create(PendingSmsStatus, { ...report, receivedAt: this.clock.now() });
    await em.flush();
    // The send may have been recorded between the first look and the insert, after it looked for reports.
    if (await em.count(SmsMessage, { providerSid: report.providerSid })) await this.applyKeptReports(em, report.providerSid);
  }

  private async deliver(em: EntityManager, message: SmsMessage, firstOfRequestSince: Date | null): Promise<JobResult> {
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
    // Outside the try: once the provider took the text, a failing write leaves the row `sending`,
    // and the retry finds the text with the provider instead of sending it again.
    await this.recordSent(em, message, result, firstOfRequestSince);
    return { outcome: 'done', detail: result.providerSid };
  }

  /** Never guesses: a text the provider may hold stays `sending` until the provider says it does not. */
  private async lookupFailed(em: EntityManager, message: SmsMessage, error: Error): Promise<JobResult> {
    const exhausted = message.attempts >= SMS_MAX_ATTEMPTS;
    await this.finish(em, message, { status: exhausted ? 'failed' : 'sending', lastError: error.message.slice(0, 500) });
    if (exhausted) return { outcome: 'done', detail: `failed: ${error.message}` };
    throw error;
  }

  private async recordSent(em: EntityManager, message: SmsMessage, result: SmsSendResult, firstOfRequestSince: Date | null): Promise<void> {
    const at = this.clock.now();
    const reportKept = await this.batches.recordSent(message.id, result, at);
    Object.assign(message, { status: result.status, providerSid: result.providerSid, sentAt: at, updatedAt: at });
    this.metrics.texts.inc({ outcome: 'sent' });
    if (firstOfRequestSince) this.metrics.requestFirstText.observe(AppMetrics.secondsSince(firstOfRequestSince, at));
    if (reportKept) await this.applyKeptReports(em, result.providerSid);
  }

  /** Applies the reports kept for a text and forgets them in one transaction: nobody sees one done without the other. */
  private async applyKeptReports(em: EntityManager, providerSid: string): Promise<void> {
    await em.transactional(async (tx) => {
      const reports = await tx.find(PendingSmsStatus, { providerSid }, { orderBy: { receivedAt: 'asc' } });
      for (const report of reports) await this.advance(tx, report);
      if (reports.length) await tx.nativeDelete(PendingSmsStatus, { id: { $in: reports.map((report) => report.id) } });
    });
  }

  /** Moves the recorded text forward to `report.status`; false when no text has that message id. */
  private async advance(em: EntityManager, report: Pick<SmsStatusReport, 'providerSid' | 'status' | 'error'>): Promise<false | { sentAt: Date | null }> {
    const behind = (Object.keys(STATUS_RANK) as SmsStatus[]).filter((status) => STATUS_RANK[status] < STATUS_RANK[report.status]);
    const moved: Array<{ sent_at: string | Date | null }> = behind.length === 0 ? [] : await em.execute(ADVANCE_SQL, [
      report.status,
      report.error ?? null,
      this.clock.now(),
      report.providerSid,
      behind,
    ]);
    if (moved.length > 0) return { sentAt: moved[0].sent_at === null ? null : new Date(moved[0].sent_at) };
    return (await em.count(SmsMessage, { providerSid: report.providerSid })) > 0 ? { sentAt: null } : false;
  }

  /** A report that moved a sent text: how late it came, and whether it says the text failed. */
  private observeReport(report: SmsStatusReport, sentAt: Date | null): void {
    if (!sentAt) return;
    this.metrics.webhookLag.observe({ source: 'twilio' }, AppMetrics.secondsSince(sentAt, this.clock.now()));
    if (report.status === 'failed') this.metrics.texts.inc({ outcome: 'failed' });
  }

  /** Writes an outcome other than sent to the row and to `send`'s snapshot of it. */
  private async finish(em: EntityManager, message: SmsMessage, changes: Partial<SmsMessage>): Promise<void> {
    const update = { ...changes, updatedAt: this.clock.now() };
    await em.nativeUpdate(SmsMessage, { id: message.id }, update);
    Object.assign(message, update);
    if (changes.status === 'failed' || changes.status === 'suppressed') this.metrics.texts.inc({ outcome: changes.status });
    if (changes.status === 'failed') this.logger.warn(`Text ${message.id} failed: ${message.lastError}`);
  }
}
