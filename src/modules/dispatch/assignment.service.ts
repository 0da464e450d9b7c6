import { Inject, Injectable } from '@nestjs/common';
import { CodeGenerator } from '../../common/codes/code-generator';
import { APP_CONFIG, AppConfig } from '../../config/app-config';
import type { AssignmentView } from '../../contracts/provider-views';
import type { ProviderRecord, RequestRecord } from '../../domain/request-record';
import { required } from '../../domain/required';
import { jobPageUrl, trackingPageUrl } from '../notifications';
import { RequestTransitionsService, type PlannedText } from '../request-core';
import { DispatchErrors } from './dispatch-errors';
import { ProviderPosition } from './entities/provider-position.entity';
import { ProviderRosterService, type Assignee } from './provider-roster.service';

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
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async assign(requestId: string, assignee: Assignee): Promise<AssignmentView> {
    let provider: ProviderRecord | null = null;
    const assigned = await this.transitions.run(requestId, {
      action: 'assign_provider',
      actor: 'admin',
      apply: async (request, tx) => {
        provider = await this.roster.resolveAssignee(tx, assignee);
        request.provider = provider;
        request.customerTrackingId = this.codes.adminCode();
        request.providerJobId = this.codes.adminCode();
      },
      activity: () => `Assigned provider ${provider?.name} and generated tracking and job links`,
      texts: [
        { template: 'job-assigned', to: 'provider' },
        { template: 'provider-assigned', to: 'customer' },
      ],
    });
    return this.links(assigned);
  }

  /** Before the provider sets off, the job can go to someone else; the old job link stops working at once. */
  async reassign(requestId: string, assignee: Assignee): Promise<AssignmentView> {
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
        request.providerJobId = this.codes.adminCode();
        // The old truck's last fix is not where the new provider is.
        await tx.nativeDelete(ProviderPosition, { request: request.id });
        request.position = null;
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
          request.customerTrackingId = this.codes.adminCode();
          texts.push({ template: 'provider-assigned', to: 'customer' });
        }
        if (!request.providerJobId) {
          request.providerJobId = this.codes.adminCode();
          texts.push({ template: 'job-assigned', to: 'provider' });
        }
      },
      activity: () => 'Generated tracking and job links',
      texts: () => texts,
    });
    return this.links(regenerated);
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
