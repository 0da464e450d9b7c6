import { EntityManager } from '@mikro-orm/postgresql';
import { Inject, Injectable } from '@nestjs/common';
import { CLOCK, Clock } from '../../../common/clock/clock';
import type { ProviderJobView } from '../../../contracts/provider-views';
import type { ProviderStepAction } from '../../../domain/provider-job';
import type { RequestRecord } from '../../../domain/request-record';
import type { TextStager } from '../../notifications';
import { RequestLookupService, RequestRepository, RequestTransitionsService, toProviderJobView, type RequestTemplateName, type TransitionPlan } from '../../request-core';
import { CodeGenerator } from '../../../common/codes/code-generator';
import { ArrivalCodeService } from '../arrival/arrival-code.service';
import { JobPhotosService } from '../photos/job-photos.service';
import { photoNeededFor } from '../../../domain/job-photos';
import { OnSiteErrors } from '../on-site-errors';
import { ExtraChargesService } from '../extras/extra-charges.service';
import { ReceiptIssuerService } from '../../payments';
import { ProviderRows } from '../../providers';
import { LinkExpiryQueueService } from '../link-expiry/link-expiry-queue.service';
import { releaseJob } from '../../dispatch';
import { EVENTS } from '../../../contracts/socket-events';
import { RealtimeService } from '../../../infra/realtime/realtime.service';

const STEP_PLANS: Record<ProviderStepAction, { activity: string; text: RequestTemplateName }> = {
  start_job: { activity: 'Provider started the job and is on the way', text: 'provider-en-route' },
  mark_arrived: { activity: 'Provider arrived', text: 'provider-arrived' },
  start_service: { activity: 'Provider started the service', text: 'service-started' },
  complete_job: { activity: 'Provider completed the job', text: 'service-completed' },
};

/** The provider's side of a job, reached only through its job code. */
@Injectable()
export class ProviderJobsService {
  constructor(
    private readonly lookup: RequestLookupService,
    private readonly requests: RequestRepository,
    private readonly transitions: RequestTransitionsService,
    private readonly expiry: LinkExpiryQueueService,
    private readonly arrivalCodes: ArrivalCodeService,
    private readonly photos: JobPhotosService,
    private readonly codes: CodeGenerator,
    private readonly extras: ExtraChargesService,
    private readonly receipts: ReceiptIssuerService,
    private readonly realtime: RealtimeService,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async view(jobId: string, address: string): Promise<ProviderJobView> {
    return toProviderJobView(await this.lookup.viewForProvider(jobId, address));
  }

  /** The agreement is kept on the provider's roster entry and in the job's activity log. */
  async acceptAgreement(jobId: string, address: string): Promise<void> {
    const { id } = await this.lookup.forProvider(jobId, address);
    await this.transitions.change(id, {
      actor: 'provider',
      alsoWrite: async (tx, request) => {
        if (request.provider) await ProviderRows.recordAgreement(tx, request.provider.id, this.clock.now());
      },
      activity: () => 'Provider accepted the service agreement',
    });
  }

  /**
   * A provider who turns the job down gives it back before setting off: the request waits for another
   * provider (the board and its page show no one assigned) and the dispatchers are alerted at once.
   */
  async declineAgreement(jobId: string, address: string): Promise<void> {
    const { id } = await this.lookup.forProvider(jobId, address);
    await this.transitions.run(id, {
      action: 'decline_job',
      actor: 'provider',
      apply: async (job, tx) => {
        // The job may have gone to another provider between the lookup and this write.
        if (job.providerJobId !== jobId) throw OnSiteErrors.jobWithdrawn();
        const declined = job.provider?.name ?? '';
        await releaseJob(job, tx);
        return declined;
      },
      activity: (_job, declined) => `Provider ${declined} declined the service agreement; the job needs another provider`,
      afterCommit: async (_job, declined) => this.realtime.toAdmins(EVENTS.providerDeclined, { requestId: id, providerName: declined }),
    });
  }

  /**
   * The next step of the job. The step is named, so a repeated or stale press (two taps, two
   * phones) is refused by the lifecycle table with the reason instead of moving the job one step too far.
   */
  async step(jobId: string, address: string, action: ProviderStepAction, arrivalCode?: string | null): Promise<ProviderJobView> {
    const request = await this.lookup.forProvider(jobId, address);
    const verifiedByCode = action === 'mark_arrived' && (await this.arrivalCodes.admit(request, arrivalCode));
    const { activity, text } = STEP_PLANS[action];
    const plan: TransitionPlan = {
      action,
      actor: 'provider',
      apply: async (current, tx) => {
        // The job may have gone to another provider between the lookup and this write.
        if (current.providerJobId !== jobId) throw OnSiteErrors.jobWithdrawn();
        const now = this.clock.now();
        if (action === 'start_job') await this.refuseSecondTrip(current, tx);
        const photoNeeded = photoNeededFor(action, current.serviceType, await this.photos.countsOf(current.id, tx));
        if (photoNeeded) throw OnSiteErrors.photoRequired(photoNeeded);
        if (action === 'start_job') Object.assign(current, { setOffAt: now, arrivalCode: current.arrivalCode ?? this.codes.arrivalCode() });
        if (action === 'mark_arrived') Object.assign(current, ARRIVED, { arrivedAt: now });
        // Checked again under the row's lock: the job may have had its code renewed by a reassignment meanwhile.
        if (verifiedByCode && current.arrivalCode !== arrivalCode) throw OnSiteErrors.wrongArrivalCode(0);
        if (verifiedByCode) Object.assign(current, { arrivalVerifiedAt: now, arrivalVerifiedBy: 'code' });
        if (action === 'complete_job') current.serviceCompletedAt = now;
      },
      activity: () => (verifiedByCode ? `${activity}; arrival verified with the customer's code` : activity),
      texts: [{ template: text, to: 'customer' }],
      alsoWrite: action === 'complete_job' ? (tx, completed, texts) => this.closeJob(tx, completed, texts) : undefined,
      afterCommit: action === 'complete_job' ? (completed) => this.expiry.schedule(completed) : undefined,
    };
    return toProviderJobView(await this.transitions.run(request.id, plan));
  }

  /**
   * What the completion writes with the job: extras still waiting for an answer expire, and the receipt
   * is issued from the approved ones and the photos. One after another: the transaction's one
   * connection runs one statement at a time.
   */
  private async closeJob(tx: EntityManager, completed: RequestRecord, texts: TextStager): Promise<void> {
    await this.extras.expireOpen(tx, completed.id);
    const extras = await this.extras.approvedOf(completed.id, tx);
    const photos = await this.photos.receiptPhotosOf(completed.id, tx);
    await this.receipts.issue(tx, completed, texts, { extras, photos });
  }

  /**
   * 'On the way' is a promise to this customer: a provider already driving to, or working at, another
   * job cannot start this one. Their roster row is locked, so two jobs started at once see each other.
   */
  private async refuseSecondTrip(job: RequestRecord, tx: EntityManager): Promise<void> {
    if (!job.provider) return;
    await ProviderRows.lock(tx, job.provider.id);
    if (await this.requests.isOnAnotherTrip(job.provider.id, job.id, tx)) throw OnSiteErrors.onAnotherJob();
  }
}

/** Once the truck is there, the trip's alerts are over. */
const ARRIVED = { runningLateSince: null, notProgressingSince: null, notProgressingReason: null } as const;
