import type { EntityManager } from '@mikro-orm/postgresql';
import { Inject, Injectable } from '@nestjs/common';
import { CLOCK, Clock } from '../../common/clock/clock';
import { CodeGenerator } from '../../common/codes/code-generator';
import { APP_CONFIG, AppConfig } from '../../config/app-config';
import type { AssignmentView } from '../../contracts/provider-views';
import { newTrip, promisedArrival } from '../../domain/arrival-promise';
import type { Actor } from '../../domain/request-lifecycle';
import type { ProviderRecord, RequestRecord } from '../../domain/request-record';
import { required } from '../../domain/required';
import { jobPageUrl, RequestTransitionsService, trackingPageUrl, type PlannedText, type TransitionPlan } from '../request-core';
import { DispatchErrors } from './dispatch-errors';
import { AutoDispatch } from './entities/auto-dispatch.entity';
import type { Offer } from './entities/offer.entity';
import { OfferEventsService } from './offers/offer-events.service';
import { withdrawnNote, withdrawOpenOffers } from './offers/offer-rules';
import { ProviderRosterService, type Assignee, ProviderRows } from '../providers';

/** Who took the job and what their taking it closed. */
export interface Assigned {
  provider: ProviderRecord;
  /** The offer the provider accepted, when the job was taken from an offer. */
  accepted: Offer | null;
  /** The other open offers of the job, withdrawn. */
  withdrawn: Offer[];
  /** Whether the job's auto-dispatch was running and has now stopped. */
  cascadeEnded: boolean;
}

/** A dispatcher's assignment or a provider's accepted offer, as one command. */
export interface AssignCommand {
  action: 'assign_provider' | 'accept_job_offer';
  actor: Actor;
  /** Inside the transaction: the provider who takes the job (and the offer they accepted), or a refusal. */
  choose: (request: RequestRecord, tx: EntityManager) => Promise<Pick<Assigned, 'provider' | 'accepted'>>;
  /** The provider's ETA, which becomes the customer's promised arrival. */
  etaMinutes: number | null;
  activity: (assigned: Assigned) => string;
  afterCommit?: (assigned: Assigned) => Promise<void>;
}

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
    const assigned = await this.transitions.run(
      requestId,
      this.plan({
        action: 'assign_provider',
        actor: 'admin',
        choose: async (_request, tx) => ({ provider: await this.roster.resolveAssignee(tx, assignee), accepted: null }),
        etaMinutes,
        activity: ({ provider, withdrawn }) => `Assigned provider ${provider.name} and generated tracking and job links${withdrawnNote(withdrawn)}`,
        afterCommit: async ({ withdrawn }) => {
          if (withdrawn.length > 0) this.offerEvents.changed(requestId, withdrawn);
        },
      }),
    );
    return this.links(assigned);
  }

  /**
   * The one way a job is given to a provider: the provider joins the request with fresh tracking and
   * job codes and a new trip, both are texted their link, the job's other offers are withdrawn and its
   * auto-dispatch stops.
   */
  plan(command: AssignCommand): TransitionPlan<Assigned> {
    return {
      action: command.action,
      actor: command.actor,
      apply: async (request, tx) => {
        const { provider, accepted } = await command.choose(request, tx);
        request.provider = provider;
        request.customerTrackingId = this.codes.linkCode();
        request.providerJobId = this.codes.linkCode();
        Object.assign(request, this.trip(command.etaMinutes));
        return { provider, accepted, withdrawn: [], cascadeEnded: false };
      },
      texts: ASSIGNMENT_TEXTS,
      alsoWrite: async (tx, request, texts, assigned) => {
        const withdrawn = await withdrawOpenOffers(tx, request, texts, assigned.accepted?.id ?? null);
        const outcome = assigned.accepted ? 'accepted' : 'stopped';
        const cascadeEnded = (await tx.nativeUpdate(AutoDispatch, { request: request.id, outcome: null }, { outcome, stoppedAt: this.clock.now() })) > 0;
        return { ...assigned, withdrawn, cascadeEnded };
      },
      activity: (_request, assigned) => command.activity(assigned),
      afterCommit: async (_request, assigned) => command.afterCommit?.(assigned),
    };
  }

  /** Before the provider sets off, the job can go to someone else; the old job link stops working at once. */
  async reassign(requestId: string, assignee: Assignee, etaMinutes: number | null = null): Promise<AssignmentView> {
    const reassigned = await this.transitions.run(requestId, {
      action: 'reassign_provider',
      actor: 'admin',
      textsBefore: [{ template: 'job-withdrawn', to: 'provider' }],
      apply: async (request, tx) => {
        const previous = request.provider;
        const next = await this.roster.resolveAssignee(tx, assignee);
        if (next.id === previous?.id) throw DispatchErrors.sameProvider();
        request.provider = next;
        request.providerJobId = this.codes.linkCode();
        // The old truck's last fix and promised ETA are not the new provider's.
        await ProviderRows.forgetPositionsOf(tx, request.id);
        request.position = null;
        Object.assign(request, this.trip(etaMinutes));
        return next;
      },
      activity: (_request, provider) => `Reassigned the job to provider ${provider.name}`,
      texts: ASSIGNMENT_TEXTS,
    });
    return this.links(reassigned);
  }

  /** Spec §4: a request with a provider but a missing code gets the missing code, and the holder its link. */
  async regenerateLinks(requestId: string): Promise<AssignmentView> {
    const regenerated = await this.transitions.run(requestId, {
      action: 'regenerate_links',
      actor: 'admin',
      apply: (request) => {
        const texts: PlannedText[] = [];
        if (!request.customerTrackingId) {
          request.customerTrackingId = this.codes.linkCode();
          texts.push({ template: 'provider-assigned', to: 'customer' });
        }
        if (!request.providerJobId) {
          request.providerJobId = this.codes.linkCode();
          texts.push({ template: 'job-assigned', to: 'provider' });
        }
        return texts;
      },
      activity: () => 'Generated tracking and job links',
      texts: (_request, texts) => texts,
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

/** A provider given the job is texted their job link, and the customer their tracking link. */
const ASSIGNMENT_TEXTS: readonly PlannedText[] = [
  { template: 'job-assigned', to: 'provider' },
  { template: 'provider-assigned', to: 'customer' },
];
