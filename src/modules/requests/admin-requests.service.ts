import { Injectable, Logger } from '@nestjs/common';
import { isClosed } from '../../domain/request-status';
import { ACTIVE_LIST_LIMIT, CANCELLED_LIST_LIMIT, type AdminRequestSummary, type AdminRequestView } from '../../contracts/request-views';
import type { RequestRecord } from '../../domain/request-record';
import { SmsOutboxService } from '../notifications';
import { AdminMoneyReadsService, DepositsService } from '../payments';
import {
  ActivityLogService,
  RequestErrors,
  RequestRepository,
  RequestTransitionsService,
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
    private readonly outbox: SmsOutboxService,
    private readonly transitions: RequestTransitionsService,
    private readonly deposits: DepositsService,
    private readonly money: AdminMoneyReadsService,
  ) {}

  /** The Active tab: every request neither completed nor cancelled, newest first. Completed jobs have their own endpoints. */
  async list(): Promise<ActiveRequests> {
    const [requests, total] = await this.requests.open(ACTIVE_LIST_LIMIT);
    return { items: requests.map(toAdminSummary), total };
  }

  /** The Cancelled tab: the most recently cancelled requests, so a dispatcher can still look one up. */
  async cancelled(): Promise<AdminRequestSummary[]> {
    return (await this.requests.cancelled(CANCELLED_LIST_LIMIT)).map(toAdminSummary);
  }

  async details(id: string): Promise<AdminRequestView> {
    const request = await this.requests.byId(id);
    if (!request) throw RequestErrors.requestNotFound();
    const [activity, messages, payments, money] = await Promise.all([
      this.activity.forRequest(id),
      this.outbox.textsAbout(id),
      this.deposits.paymentsOf(id),
      this.money.moneyOf(id),
    ]);
    return toAdminView(request, activity, messages, payments, money);
  }

  /**
   * Deletes the request with its log and payment records; its texts stay in the inbox. A paid job
   * still under way keeps its money trail: it is refunded (which cancels it) or completed first.
   * A customer still waiting on the request is told it was removed.
   */
  async delete(id: string, adminEmail: string): Promise<void> {
    const request = await this.requests.byId(id);
    if (!request) throw RequestErrors.requestNotFound();
    refuseWhilePaidJobOpen(request);
    await this.deposits.closeOpenSessions(id);
    await this.transitions.remove(id, {
      check: refuseWhilePaidJobOpen,
      texts: (locked) => (isClosed(locked.status) ? [] : [{ template: 'request-deleted', to: 'customer' }]),
    });
    this.logger.log(`Request ${id} deleted by ${adminEmail}`);
  }
}

function refuseWhilePaidJobOpen(request: RequestRecord): void {
  if (request.depositPaid && !isClosed(request.status)) throw RequestErrors.paidJobOpen();
}
