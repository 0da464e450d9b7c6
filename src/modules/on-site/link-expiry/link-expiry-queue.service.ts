import { InjectQueue } from '@nestjs/bullmq';
import { Inject, Injectable } from '@nestjs/common';
import { CLOCK, Clock } from '../../../common/clock/clock';
import { linkExpiresAt } from '../../../domain/link-expiry';
import { CataloguedQueue, JOBS, jobIds, QUEUES } from '../../../infra/queue/queue-catalogue';
import type { RequestRecord } from '../../../domain/request-record';

/** Schedules the closing of a completed job's links; one job per request, however often it is asked. */
@Injectable()
export class LinkExpiryQueueService {
  constructor(
    @InjectQueue(QUEUES.linkExpiry) private readonly queue: CataloguedQueue<'link-expiry'>,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async schedule(request: RequestRecord): Promise<void> {
    const expiresAt = linkExpiresAt(request.serviceCompletedAt);
    if (!expiresAt) return;
    await this.queue.add(
      JOBS.expireLinks,
      { requestId: request.id, trackingId: request.customerTrackingId, jobId: request.providerJobId },
      { jobId: jobIds.expireLinks(request.id), delay: Math.max(0, expiresAt.getTime() - this.clock.now().getTime()) },
    );
  }
}
