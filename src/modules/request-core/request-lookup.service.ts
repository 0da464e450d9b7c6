import { Inject, Injectable } from '@nestjs/common';
import { CLOCK, Clock } from '../../common/clock/clock';
import { isLinkExpired } from '../../domain/link-expiry';
import { isAdminCode, isTrackingCode } from '../../domain/tracking-codes';
import { CustomerRequest } from './entities/customer-request.entity';
import { RequestRepository } from './request.repository';
import { LookupRateLimiter } from './lookup-rate-limiter.service';
import { RequestErrors } from './request-errors';

/** Finds a request by the capability its audience holds; expiry is decided here, at read time. */
@Injectable()
export class RequestLookupService {
  constructor(
    private readonly requests: RequestRepository,
    @Inject(CLOCK) private readonly clock: Clock,
    private readonly limiter: LookupRateLimiter,
  ) {}

  /** A customer's lookup from `address`, counted against its guessing budget (REST and sockets alike). */
  forCustomer(code: string, address: string): Promise<CustomerRequest> {
    return this.limiter.guard('track', address, () => this.byTrackingCode(code));
  }

  forProvider(jobId: string, address: string): Promise<CustomerRequest> {
    return this.limiter.guard('job', address, () => this.byJobId(jobId));
  }

  async byTrackingCode(code: string): Promise<CustomerRequest> {
    if (!isTrackingCode(code)) throw RequestErrors.trackingNotFound();
    const request = await this.requests.byTrackingCode(code);
    if (!request) throw RequestErrors.trackingNotFound();
    if (isLinkExpired(request.serviceCompletedAt, this.clock.now())) throw RequestErrors.trackingExpired();
    return request;
  }

  async byJobId(jobId: string): Promise<CustomerRequest> {
    if (!isAdminCode(jobId)) throw RequestErrors.jobNotFound();
    const request = await this.requests.byJobId(jobId);
    if (!request) throw RequestErrors.jobNotFound();
    if (isLinkExpired(request.serviceCompletedAt, this.clock.now())) throw RequestErrors.jobExpired();
    return request;
  }
}
