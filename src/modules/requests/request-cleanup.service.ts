import { EntityManager } from '@mikro-orm/postgresql';
import { Inject, Injectable, Logger } from '@nestjs/common';
import { CLOCK, Clock } from '../../common/clock/clock';
import { retentionCutoff } from '../../domain/link-expiry';
import type { JobResult } from '../../infra/queue/queue-catalogue';
import { SmsMessage } from '../notifications/entities/sms-message.entity';
import { CustomerRequest } from '../request-core/entities/customer-request.entity';

/** Personal data is kept no longer than needed: completed jobs go 2 months after completion. */
@Injectable()
export class RequestCleanupService {
  private readonly logger = new Logger(RequestCleanupService.name);

  constructor(
    private readonly em: EntityManager,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async deleteExpiredCompleted(): Promise<JobResult> {
    const cutoff = retentionCutoff(this.clock.now());
    const deleted = await this.em.fork().transactional(async (tx) => {
      const expired = await tx.find(CustomerRequest, { status: 'completed', serviceCompletedAt: { $lt: cutoff } }, { fields: ['id'] });
      const ids = expired.map((request) => request.id);
      if (ids.length === 0) return 0;
      // A dispatcher's deletion keeps a request's texts in the inbox; retention removes them with it.
      await tx.nativeDelete(SmsMessage, { request: { $in: ids } });
      return tx.nativeDelete(CustomerRequest, { id: { $in: ids } });
    });
    if (deleted === 0) return { outcome: 'skipped', reason: 'nothing older than the retention period' };
    this.logger.log(`Deleted ${deleted} completed request(s) finished before ${cutoff.toISOString()}`);
    return { outcome: 'done', detail: `deleted ${deleted}` };
  }
}
