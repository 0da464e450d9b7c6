import { Injectable } from '@nestjs/common';
import { EVENTS, type JobLinkClosedReason, type ProviderLocationEvent } from '../../contracts/socket-events';
import { RealtimeService } from '../../infra/realtime/realtime.service';
import { CustomerRequest } from './entities/customer-request.entity';
import { toProviderJobView } from './views/provider-job-view.mapper';
import { toAdminSummary, toCustomerView } from './views/request-views.mapper';

/** The capability codes a request had before a change, so pages still open on them can be told. */
export interface PreviousCodes {
  trackingId: string | null;
  jobId: string | null;
}

/** Tells every audience about a committed change, each in its own view. */
@Injectable()
export class RequestEventsService {
  constructor(private readonly realtime: RealtimeService) {}

  created(request: CustomerRequest): void {
    this.realtime.toAdmins(EVENTS.requestCreated, toAdminSummary(request));
  }

  changed(request: CustomerRequest, previous?: PreviousCodes): void {
    const trackingId = request.customerTrackingId;
    if (trackingId) {
      const view = toCustomerView(request);
      this.realtime.toCustomer(trackingId, EVENTS.requestChanged, view);
      // A page still open on the old code follows the new one it is handed here.
      if (previous?.trackingId && previous.trackingId !== trackingId) {
        this.realtime.toCustomer(previous.trackingId, EVENTS.requestChanged, view);
      }
    }
    if (request.providerJobId) this.realtime.toProvider(request.providerJobId, EVENTS.requestChanged, toProviderJobView(request));
    if (previous?.jobId && previous.jobId !== request.providerJobId) this.linkClosed(previous.jobId, 'reassigned');
    this.realtime.toAdmins(EVENTS.requestChanged, { id: request.id, status: request.status });
  }

  /** A job link that stopped working: its page shows the expired state at once. */
  linkClosed(jobId: string, reason: JobLinkClosedReason = 'expired'): void {
    this.realtime.toProvider(jobId, EVENTS.linkExpired, { jobId, reason });
  }

  trackingLinkExpired(trackingId: string): void {
    this.realtime.toCustomer(trackingId, EVENTS.linkExpired, { trackingId });
  }

  /** A position goes to the customer's page and the dispatchers, never back to the provider. */
  providerMoved(requestId: string, trackingId: string | null, location: ProviderLocationEvent): void {
    if (trackingId) this.realtime.toCustomer(trackingId, EVENTS.providerLocation, location);
    this.realtime.toAdmins(EVENTS.providerLocation, { id: requestId, ...location });
  }

  deleted(requestId: string): void {
    this.realtime.toAdmins(EVENTS.requestDeleted, { id: requestId });
  }
}
