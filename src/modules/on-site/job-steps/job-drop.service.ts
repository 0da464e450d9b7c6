import { Inject, Injectable } from '@nestjs/common';
import { CLOCK, Clock } from '../../../common/clock/clock';
import { EVENTS } from '../../../contracts/socket-events';
import { DROP_REASON_WORDS, type DropReason } from '../../../domain/job-drop';
import { RealtimeService } from '../../../infra/realtime/realtime.service';
import { releaseJob, ReofferService } from '../../dispatch';
import { ProviderRows } from '../../providers';
import { RequestLookupService, RequestTransitionsService } from '../../request-core';
import { OnSiteErrors } from '../on-site-errors';

interface Dropped {
  providerId: string;
  providerName: string;
  reason: string;
}

/**
 * A provider who can no longer come gives back the job they accepted, before arriving, with a reason.
 * The customer keeps their place and is told; the job goes straight back to offers (or to the
 * dispatcher when nobody else can take it), and the drop counts on the provider's scorecard.
 */
@Injectable()
export class JobDropService {
  constructor(
    private readonly lookup: RequestLookupService,
    private readonly transitions: RequestTransitionsService,
    private readonly reoffers: ReofferService,
    private readonly realtime: RealtimeService,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async drop(jobId: string, address: string, reason: DropReason, note: string | undefined): Promise<void> {
    const { id } = await this.lookup.forProvider(jobId, address);
    const words = note?.trim() ? `${DROP_REASON_WORDS[reason]}: ${note.trim()}` : DROP_REASON_WORDS[reason];
    await this.transitions.run(id, {
      action: 'drop_job',
      actor: 'provider',
      apply: async (job, tx): Promise<Dropped> => {
        // The job may have gone to another provider between the lookup and this write.
        if (job.providerJobId !== jobId || !job.provider) throw OnSiteErrors.jobWithdrawn();
        const dropped = { providerId: job.provider.id, providerName: job.provider.name, reason: words };
        ProviderRows.recordDrop(tx, { requestId: job.id, providerId: dropped.providerId, reason, statusAtDrop: job.status, droppedAt: this.clock.now() });
        await releaseJob(job, tx);
        return dropped;
      },
      activity: (_job, dropped) => `Provider ${dropped.providerName} dropped the job (${dropped.reason}); it goes back to offers`,
      textsBefore: [],
      texts: [{ template: 'provider-dropped', to: 'customer' }],
      afterCommit: async (_job, dropped) => {
        const reoffered = await this.reoffers.offerDropped(id, dropped.providerId);
        this.realtime.toAdmins(EVENTS.providerDeclined, { requestId: id, providerName: dropped.providerName, dropped: { reason: dropped.reason, reoffered } });
      },
    });
  }
}
