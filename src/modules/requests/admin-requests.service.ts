import { Injectable, Logger } from '@nestjs/common';
import { ACTIVE_LIST_LIMIT, type AdminRequestSummary, type AdminRequestView } from '../../contracts/request-views';
import { NotificationsService } from '../notifications';
import { AdminPaymentsService } from '../payments';
import {
  ActivityLogService,
  RequestErrors,
  RequestEventsService,
  RequestRepository,
  toAdminSummary,
  toAdminView,
} from '../request-core';

export interface ActiveRequests {
  items: AdminRequestSummary[];
  /** Every request not completed, beyond the cap too. */
  total: number;
}

@Injectable()
export class AdminRequestsService {
  private readonly logger = new Logger(AdminRequestsService.name);

  constructor(
    private readonly requests: RequestRepository,
    private readonly activity: ActivityLogService,
    private readonly notifications: NotificationsService,
    private readonly events: RequestEventsService,
    private readonly payments: AdminPaymentsService,
  ) {}

  /** The Active tab: every request not completed, newest first. Completed jobs have their own endpoints. */
  async list(): Promise<ActiveRequests> {
    const [requests, total] = await this.requests.open(ACTIVE_LIST_LIMIT);
    return { items: requests.map(toAdminSummary), total };
  }

  async details(id: string): Promise<AdminRequestView> {
    const request = await this.requests.byId(id);
    if (!request) throw RequestErrors.requestNotFound();
    const [activity, messages, payments] = await Promise.all([
      this.activity.forRequest(id),
      this.notifications.textsForRequest(id),
      this.payments.paymentsOf(id),
    ]);
    return toAdminView(request, activity, messages, payments);
  }

  /**
   * Deletes the request with its log, texts and payment records. A paid job still under way keeps
   * its money trail: it is refunded (which cancels it) or completed first.
   */
  async delete(id: string, adminEmail: string): Promise<void> {
    const request = await this.requests.byId(id);
    if (!request) throw RequestErrors.requestNotFound();
    if (request.depositPaid && !['completed', 'cancelled'].includes(request.status)) throw RequestErrors.paidJobOpen();
    await this.payments.closeOpenSessions(id);
    if (!(await this.requests.delete(id))) throw RequestErrors.requestNotFound();
    this.logger.log(`Request ${id} deleted by ${adminEmail}`);
    this.events.deleted(id);
  }
}
