import { Inject, Injectable } from '@nestjs/common';
import { CLOCK, Clock } from '../../common/clock/clock';
import { isLinkExpired } from '../../domain/link-expiry';
import { isLinkCode, isTrackingCode } from '../../domain/tracking-codes';
import { CustomerRequest } from './entities/customer-request.entity';
import { RequestRepository } from './request.repository';
import { LookupRateLimiter } from './lookup-rate-limiter.service';
import { RequestErrors } from './request-errors';
import { RequestViewReader } from './request-view.reader';
import type { ProviderJobViewSource } from './views/provider-job-view.mapper';
import type { CustomerViewSource } from './views/request-views.mapper';

type Expiring = { serviceCompletedAt: Date | null };

/** Finds a request by the capability its audience holds; expiry is decided here, at read time. */
@Injectable()
export class RequestLookupService {
  constructor(
    private readonly requests: RequestRepository,
    @Inject(CLOCK) private readonly clock: Clock,
    private readonly limiter: LookupRateLimiter,
    private readonly views: RequestViewReader,
  ) {}

  /** A customer's lookup from `address`, counted against its guessing budget (REST and sockets alike). */
  forCustomer(code: string, address: string): Promise<CustomerRequest> {
    return this.limiter.guard('track', address, () => this.byTrackingCode(code));
  }

  /** The same lookup, reading only what the customer's view shows (every open and reconnect of the tracking page). */
  viewForCustomer(code: string, address: string): Promise<CustomerViewSource> {
    return this.limiter.guard('track', address, async () =>
      this.live(isTrackingCode(code) ? await this.customerViewFollowingRetired(code) : null, RequestErrors.trackingNotFound, RequestErrors.trackingExpired),
    );
  }

  forProvider(jobId: string, address: string): Promise<CustomerRequest> {
    return this.limiter.guard('job', address, () => this.byJobId(jobId));
  }

  /** The same lookup, reading only what the provider's view shows (the job page's reads). */
  viewForProvider(jobId: string, address: string): Promise<ProviderJobViewSource> {
    return this.limiter.guard('job', address, async () =>
      this.live(isLinkCode(jobId) ? await this.providerJobViewOrReassigned(jobId) : null, RequestErrors.jobNotFound, RequestErrors.jobExpired),
    );
  }

  async byTrackingCode(code: string): Promise<CustomerRequest> {
    const request = isTrackingCode(code) ? await this.requests.byTrackingCode(code) : null;
    return this.live(request, RequestErrors.trackingNotFound, RequestErrors.trackingExpired);
  }

  async byJobId(jobId: string): Promise<CustomerRequest> {
    const request = isLinkCode(jobId) ? ((await this.requests.byJobId(jobId)) ?? (await this.refuseIfReassigned(jobId))) : null;
    return this.live(request, RequestErrors.jobNotFound, RequestErrors.jobExpired);
  }

  /** An earlier code answers with the request's current view, whose code the page then moves to. */
  private async customerViewFollowingRetired(code: string): Promise<CustomerViewSource | null> {
    const view = await this.views.customerView(code);
    if (view) return view;
    const current = await this.requests.currentTrackingCode(code);
    return current ? this.views.customerView(current) : null;
  }

  private async providerJobViewOrReassigned(jobId: string): Promise<ProviderJobViewSource | null> {
    return (await this.views.providerJobView(jobId)) ?? this.refuseIfReassigned(jobId);
  }

  /** A job code replaced when the job went to another provider says so, rather than 'not found'. */
  private async refuseIfReassigned(jobId: string): Promise<null> {
    if (await this.requests.retiredCodeOwner(jobId, 'job')) throw RequestErrors.jobReassigned();
    return null;
  }

  private live<T extends Expiring>(found: T | null, notFound: () => Error, expired: () => Error): T {
    if (!found) throw notFound();
    if (isLinkExpired(found.serviceCompletedAt, this.clock.now())) throw expired();
    return found;
  }
}
