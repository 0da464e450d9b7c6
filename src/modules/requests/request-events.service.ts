import { Injectable } from '@nestjs/common';
import { EVENTS } from '../../infra/realtime/realtime-events';
import { RealtimeService } from '../../infra/realtime/realtime.service';
import { CustomerRequest } from './entities/customer-request.entity';
import { toAdminSummary, toCustomerView } from './views/request-views.mapper';

/** Tells every audience about a committed change, each in its own view. */
@Injectable()
export class RequestEventsService {
  constructor(private readonly realtime: RealtimeService) {}

  created(request: CustomerRequest): void {
    this.realtime.toAdmins(EVENTS.requestCreated, toAdminSummary(request));
  }

  changed(request: CustomerRequest): void {
    if (request.customerTrackingId) {
      this.realtime.toCustomer(request.customerTrackingId, EVENTS.requestChanged, toCustomerView(request));
    }
    this.realtime.toAdmins(EVENTS.requestChanged, { id: request.id, status: request.status });
  }

  deleted(requestId: string): void {
    this.realtime.toAdmins(EVENTS.requestDeleted, { id: requestId });
  }
}
