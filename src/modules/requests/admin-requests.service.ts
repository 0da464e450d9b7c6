import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable, Logger } from '@nestjs/common';
import { isUuid } from '../../domain/tracking-codes';
import type { AdminRequestSummary, AdminRequestView } from '../../domain/request-views';
import { NotificationsService } from '../notifications/notifications.service';
import { ActivityLogService } from './activity-log.service';
import { CustomerRequest } from './entities/customer-request.entity';
import { RequestErrors } from './request-errors';
import { RequestEventsService } from './request-events.service';
import { toAdminSummary, toAdminView } from './views/request-views.mapper';

const LIST_LIMIT = 1000;

@Injectable()
export class AdminRequestsService {
  private readonly logger = new Logger(AdminRequestsService.name);

  constructor(
    private readonly em: EntityManager,
    private readonly activity: ActivityLogService,
    private readonly notifications: NotificationsService,
    private readonly events: RequestEventsService,
  ) {}

  async list(): Promise<AdminRequestSummary[]> {
    const requests = await this.em
      .fork()
      .find(CustomerRequest, {}, { orderBy: { createdAt: 'desc', id: 'desc' }, limit: LIST_LIMIT });
    return requests.map(toAdminSummary);
  }

  async details(id: string): Promise<AdminRequestView> {
    const request = await this.find(id);
    const [activity, messages] = await Promise.all([
      this.activity.forRequest(id),
      this.notifications.textsForRequest(id),
    ]);
    return toAdminView(request, activity, messages);
  }

  /** Deletes the request with its log, texts and payment records (foreign keys cascade). */
  async delete(id: string, adminEmail: string): Promise<void> {
    if (!isUuid(id)) throw RequestErrors.requestNotFound();
    const deleted = await this.em.fork().nativeDelete(CustomerRequest, { id });
    if (deleted === 0) throw RequestErrors.requestNotFound();
    this.logger.log(`Request ${id} deleted by ${adminEmail}`);
    this.events.deleted(id);
  }

  private async find(id: string): Promise<CustomerRequest> {
    if (!isUuid(id)) throw RequestErrors.requestNotFound();
    const request = await this.em.fork().findOne(CustomerRequest, { id });
    if (!request) throw RequestErrors.requestNotFound();
    return request;
  }
}
