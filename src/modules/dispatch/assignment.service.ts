import { Inject, Injectable } from '@nestjs/common';
import { CLOCK, Clock } from '../../common/clock/clock';
import { CodeGenerator } from '../../common/codes/code-generator';
import { APP_CONFIG, AppConfig } from '../../config/app-config';
import type { AssignmentView } from '../../contracts/provider-views';
import { newTrip, promisedArrival } from '../../domain/arrival-promise';
import type { ProviderRecord, RequestRecord } from '../../domain/request-record';
import { required } from '../../domain/required';
import { jobPageUrl, trackingPageUrl } from '../notifications';
import { RequestTransitionsService, type PlannedText } from '../request-core';
import { DispatchErrors } from './dispatch-errors';
import { AutoDispatch } from './entities/auto-dispatch.entity';
import type { Offer } from './entities/offer.entity';
import { OfferEventsService } from './offers/offer-events.service';
import { withdrawnNote, withdrawOpenOffers } from './offers/offer-rules';
import { ProviderRosterService, type Assignee, ProviderRows } from '../providers';

/**
 * Sends a paid job to a provider: the provider joins the request, the customer gets a fresh
 * tracking code and the provider a job code, and both are texted their link.
 */
@Injectable()
export class AssignmentService {
  constructor(
    private readonly transitions: RequestTransitionsService,
    private readonly roster: ProviderRosterService,
    private readonly codes: CodeGenerator,
    private readonly offerEvents: OfferEventsService,
    @Inject(CLOCK) private readonly clock: Clock,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /** With the ETA the provider gave on the phone, the customer is promised that arrival. */
  async assign(requestId: string, assignee: Assignee, etaMinutes: number | null = null): Promise<AssignmentView> {
    let provider: ProviderRecord | null = null;
    let withdrawn: Offer[] = [];
    const assigned = await this.transitions.run(requestId, {
      action: 'assign_provider',
      actor: 'admin',
      apply: async (request, tx) => {
        provider = await this.roster.resolveAssignee(tx, assignee);
        request.provider = provider;
        request.customerTrackingId = this.codes.linkCode();
        request.providerJobId = this.codes.linkCode();
        Object.assign(request, this.trip(etaMinutes));
      },
      // Offers still out go the moment the dispatcher assigns by hand, and so does auto-dispatch.
      alsoWrite: async (tx, request, texts) => {
        withdrawn = await withdrawOpenOffers(tx, request, texts, null);
        await tx.nativeUpdate(AutoDispatch, { request: request.id, outcome: null }, { outcome: 'stopped', stoppedAt: this.clock.now() });
      },
      activity: () => `Assigned provider ${provider?.name} and generated tracking and job links${withdrawnNote(withdrawn)}`,
      texts: [
        { template: 'job-assigned', to: 'provider' },
        { template: 'provider-assigned', to: 'customer' },
      ],
      afterCommit: async () => {
        if (withdrawn.length > 0) this.offerEvents.changed(requestId, withdrawn);
      },
    });
    return this.links(assigned);
  }

  /** Before the provider sets off, the job can go to someone else; the old job link stops working at once. */
  async reassign(requestId: string, assignee: Assignee, etaMinutes: number | null = null): Promise<AssignmentView> {
    let provider: ProviderRecord | null = null;
    const reassigned = await this.transitions.run(requestId, {
      action: 'reassign_provider',
      actor: 'admin',
      textsBefore: [{ template: 'job-withdrawn', to: 'provider' }],
      apply: async (request, tx) => {
        const previous = request.provider;
        const next = await this.roster.resolveAssignee(tx, assignee);
        if (next.id === previous?.id) throw DispatchErrors.sameProvider();
        provider = next;
        request.provider = next;
        request.providerJobId = this.codes.linkCode();
        // The old truck's last fix and promised ETA are not the new provider's.
        await ProviderRows.forgetPositionsOf(tx, request.id);
        request.position = null;
        Object.assign(request, this.trip(etaMinutes));
      },
      activity: () => `Reassigned the job to provider ${provider?.name}`,
      texts: [
        { template: 'job-assigned', to: 'provider' },
        { template: 'provider-assigned', to: 'customer' },
      ],
    });
    return this.links(reassigned);
  }

  /** Spec §4: a request with a provider but a missing code gets the missing code, and the holder its link. */
  async regenerateLinks(requestId: string): Promise<AssignmentView> {
    let texts: PlannedText[] = [];
    const regenerated = await this.transitions.run(requestId, {
      action: 'regenerate_links',
      actor: 'admin',
      apply: (request) => {
        texts = [];
        if (!request.customerTrackingId) {
          request.customerTrackingId = this.codes.linkCode();
          texts.push({ template: 'provider-assigned', to: 'customer' });
        }
        if (!request.providerJobId) {
          request.providerJobId = this.codes.linkCode();
          texts.push({ template: 'job-assigned', to: 'provider' });
        }
      },
      activity: () => 'Generated tracking and job links',
      texts: () => texts,
    });
    return this.links(regenerated);
  }

  /** A new provider's trip from now: their ETA (if the dispatcher has one) is the promise and their first estimate. */
  private trip(etaMinutes: number | null) {
    const now = this.clock.now();
    return {
      ...newTrip(now, etaMinutes === null ? null : promisedArrival(now, etaMinutes)),
      providerEtaMinutes: etaMinutes,
      providerEtaAt: etaMinutes === null ? null : now,
    };
  }

  private links(request: RequestRecord): AssignmentView {
    const trackingId = required(request.customerTrackingId, 'the tracking code');
    const providerJobId = required(request.providerJobId, 'the job code');
    return {
      trackingId,
      providerJobId,
      trackingUrl: trackingPageUrl(this.config.publicUrl, trackingId),
      jobUrl: jobPageUrl(this.config.publicUrl, providerJobId),
    };
  }
}
