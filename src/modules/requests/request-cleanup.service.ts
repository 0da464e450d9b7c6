import { Inject, Injectable, Logger } from '@nestjs/common';
import { CLOCK, Clock } from '../../common/clock/clock';
import { retentionCutoff } from '../../domain/link-expiry';
import type { JobResult } from '../../infra/queue/queue-catalogue';
import { SecurityLogService } from '../staff';
import { ReceiptsService } from '../payments';
import { RequestTransitionsService } from '../request-core';
import { SmsIntakeService } from './sms-intake/sms-intake.service';

/** A conversation by text is a working note: a day after its last text it goes (the request it became keeps what matters). */
const CONVERSATION_DAYS = 1;

/** Personal data is kept no longer than needed: completed jobs go 2 months after completion, receipts a month after they expire, conversations by text after a day, the staff's security log after a year. */
@Injectable()
export class RequestCleanupService {
  private readonly logger = new Logger(RequestCleanupService.name);

  constructor(
    private readonly transitions: RequestTransitionsService,
    private readonly receipts: ReceiptsService,
    private readonly conversations: SmsIntakeService,
    private readonly securityLog: SecurityLogService,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async deleteExpiredCompleted(): Promise<JobResult> {
    const cutoff = retentionCutoff(this.clock.now());
    const deleted = await this.transitions.removeCompletedBefore(cutoff);
    const receipts = await this.receipts.deleteLongExpired();
    await this.conversations.forgetOlderThan(new Date(this.clock.now().getTime() - CONVERSATION_DAYS * 24 * 60 * 60 * 1000));
    await this.securityLog.forgetOld();
    if (deleted === 0 && receipts === 0) return { outcome: 'skipped', reason: 'nothing older than the retention period' };
    this.logger.log(`Deleted ${deleted} completed request(s) finished before ${cutoff.toISOString()} and ${receipts} expired receipt(s)`);
    return { outcome: 'done', detail: receipts === 0 ? `deleted ${deleted}` : `deleted ${deleted} and ${receipts} receipt(s)` };
  }
}
