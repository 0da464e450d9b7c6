import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import type { ExpireLinksPayload, JobResult } from '../../../infra/queue/queue-catalogue';
import { RequestEventsService } from '../../request-core';
import { ProviderRows } from '../../providers';

/**
 * Five minutes after completion: the provider's stored positions go, and any page still open on
 * either link is told at once. The links themselves are refused from then on by every read.
 */
@Injectable()
export class LinkExpiryService {
  constructor(
    private readonly em: EntityManager,
    private readonly events: RequestEventsService,
  ) {}

  async expire({ requestId, trackingId, jobId }: ExpireLinksPayload): Promise<JobResult> {
    const removed = await ProviderRows.forgetPositionsOf(this.em.fork(), requestId);
    if (trackingId) this.events.trackingLinkExpired(trackingId);
    if (jobId) this.events.linkClosed(jobId);
    return { outcome: 'done', detail: `links closed, ${removed} position(s) removed` };
  }
}
